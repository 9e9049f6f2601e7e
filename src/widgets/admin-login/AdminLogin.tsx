import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button as AriaButton, Form } from 'react-aria-components';
import * as v from 'valibot';
import { commune } from '../../content/commune';
import { paths } from '../../content/site-map';
import { canWrite, requestJson } from '../../core/api';
import type { PropsOf } from '../../core/contract';
import { pluralize } from '../../core/i18n/format';
import { useI18n } from '../../core/i18n/react';
import { siteHref } from '../../core/links';
import { fieldErrors } from '../../core/schema/message';
import { loginSchema } from '../../core/schema/staff';
import { Button, Heading, LinkButton, Notice, TextField } from '../../core/ui';
import type { adminLoginContract } from './admin-login.contract';
import { loginFailure, loginFields, navigation, redirectTarget, type LoginFailure, type LoginField } from './login';
import { adminLoginMessages } from './messages';

export type AdminLoginProps = PropsOf<typeof adminLoginContract.props>;

type FieldMessages = Partial<Record<LoginField, string>>;
type Banner = Exclude<LoginFailure, { kind: 'fields' }>;

/**
 * `<commune-admin-login>`: the staff sign-in form. Field messages are the server's own
 * (`loginSchema`), shown from the first submit and checked again as the fields change. On
 * success the page loads the address the sign-in was asked for (`?next=`, only inside the admin
 * area), so the server's new session cookie applies to it.
 */
export function AdminLogin({ headingLevel }: AdminLoginProps) {
  const { t, lang } = useI18n(adminLoginMessages);
  const headingId = useId();
  const [writable] = useState(() => canWrite());
  const communeName = commune.name[lang];
  return (
    <section className="admin-login" part="card" aria-labelledby={headingId}>
      <p className="admin-login__eyebrow">{communeName}</p>
      <Heading level={headingLevel} id={headingId} className="admin-login__heading">
        <span part="heading">{t('heading')}</span>
      </Heading>
      {writable ? (
        <SignInForm />
      ) : (
        // On a partner's page the server would refuse the sign-in: send staff to the commune's site.
        <div className="admin-login__elsewhere">
          <p>{t('elsewhere.text', { commune: communeName })}</p>
          <LinkButton href={paths.adminLogin}>{t('elsewhere.link')}</LinkButton>
        </div>
      )}
      <p className="admin-login__note">
        {t('note', { commune: communeName })} <a href={siteHref(paths.home)}>{t('backToSite')}</a>
      </p>
    </section>
  );
}

function SignInForm() {
  const { t, lang } = useI18n(adminLoginMessages);
  const [values, setValues] = useState({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  // Said once the visitor has used the toggle (not on load): a sighted reader sees the change.
  const [visibilityNews, setVisibilityNews] = useState('');

  const submitRef = useRef<HTMLButtonElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<(() => void) | null>(null);
  useEffect(() => {
    const move = focusAfterRender.current;
    focusAfterRender.current = null;
    move?.();
  });

  const parsed = v.safeParse(loginSchema, values, { lang });
  const clientErrors: FieldMessages = submitted && !parsed.success ? fieldErrors(parsed.issues) : {};
  const errorOf = (field: LoginField) => clientErrors[field] ?? serverErrors[field];

  const change = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) {
      setServerErrors((errors) => {
        const rest = { ...errors };
        delete rest[field];
        return rest;
      });
    }
  };

  const focusFirstRefused = (errors: FieldMessages) => {
    const first = loginFields.find((field) => errors[field]);
    const inputs = { username: usernameRef, password: passwordRef };
    if (first) focusAfterRender.current = () => inputs[first].current?.focus();
  };

  const togglePassword = () => {
    const next = !passwordShown;
    setPasswordShown(next);
    setVisibilityNews(t(next ? 'password.shown' : 'password.hidden'));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setBanner(null);
    if (!parsed.success) {
      focusFirstRefused(fieldErrors(parsed.issues));
      return;
    }
    // The password is hidden again before it goes (and before a browser offers to save it).
    if (passwordShown) {
      setPasswordShown(false);
      setVisibilityNews('');
    }
    // The fields are about to be disabled: keep focus on the button, which says « Connexion… ».
    submitRef.current?.focus();
    setPending(true);
    try {
      await requestJson<void>('/api/v1/session', { method: 'POST', body: parsed.output, lang });
      // Stays « Connexion… » until the next page has loaded.
      navigation.assign(redirectTarget(location.search, location.origin));
    } catch (error) {
      const failure = loginFailure(error);
      if (failure.kind === 'fields') {
        setServerErrors(failure.fields);
        focusFirstRefused(failure.fields);
      } else {
        setBanner(failure);
        if (failure.kind === 'invalid') {
          // Type the password again, from an empty field; the username stays.
          setValues((current) => ({ ...current, password: '' }));
          setSubmitted(false);
          focusAfterRender.current = () => passwordRef.current?.focus();
        }
      }
      setPending(false);
    }
  };

  return (
    <>
      <p className="admin-login__intro">{t('intro')}</p>
      <div role="alert" className="admin-login__feedback">
        {banner && (
          <Notice tone="danger">
            <p>
              <BannerText banner={banner} />
            </p>
          </Notice>
        )}
      </div>
      <Form className="admin-login__form" validationBehavior="aria" autoCapitalize="none" onSubmit={(event) => void submit(event)}>
        <TextField
          name="username"
          label={t('username')}
          autoComplete="username"
          autoCorrect="off"
          spellCheck="false"
          value={values.username}
          onChange={change('username')}
          errorMessage={errorOf('username')}
          isRequired
          isDisabled={pending}
          inputRef={usernameRef}
        />
        <TextField
          name="password"
          type={passwordShown ? 'text' : 'password'}
          label={t('password')}
          autoComplete="current-password"
          autoCorrect="off"
          spellCheck="false"
          value={values.password}
          onChange={change('password')}
          errorMessage={errorOf('password')}
          isRequired
          isDisabled={pending}
          inputRef={passwordRef}
          action={
            <AriaButton
              className="admin-login__toggle"
              aria-label={t(passwordShown ? 'password.hideLabel' : 'password.showLabel')}
              isDisabled={pending}
              onPress={togglePassword}
            >
              {t(passwordShown ? 'password.hide' : 'password.show')}
            </AriaButton>
          }
        />
        <p className="visually-hidden" aria-live="polite">
          {visibilityNews}
        </p>
        <Button type="submit" ref={submitRef} isPending={pending} className="admin-login__submit">
          {pending ? t('pending') : t('submit')}
        </Button>
      </Form>
    </>
  );
}

function BannerText({ banner }: { banner: Banner }) {
  const { t, lang } = useI18n(adminLoginMessages);
  switch (banner.kind) {
    case 'invalid':
      return t('error.invalid');
    case 'rateLimited':
      return banner.minutes === undefined
        ? t('error.rateLimited.unknown')
        : pluralize(banner.minutes, lang, { one: t('error.rateLimited.one'), other: t('error.rateLimited.other') });
    case 'unreachable':
      return t('error.unreachable');
    case 'failed':
      return t('error.failed', { status: banner.status });
  }
}
