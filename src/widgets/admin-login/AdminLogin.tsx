import { useId, useState } from 'react';
import { Button as AriaButton, Form } from 'react-aria-components';
import { commune } from '../../content/commune';
import { paths } from '../../content/site-map';
import { canWrite, requestJson } from '../../runtime/api';
import type { PropsOf } from '../../shared/contract';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import { loginSchema } from '../../shared/schema/staff';
import { Button, FormAlert, Heading, LinkButton, TextField, useSchemaForm, type Refusal } from '../../kit/ui';
import type { adminLoginContract } from './admin-login.contract';
import { loginFailure, loginFields, navigation, redirectTarget, type LoginFailure } from './login';
import { adminLoginMessages } from './messages';

export type AdminLoginProps = PropsOf<typeof adminLoginContract.props>;

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
  const [passwordShown, setPasswordShown] = useState(false);
  // Said once the visitor has used the toggle (not on load): a sighted reader sees the change.
  const [visibilityNews, setVisibilityNews] = useState('');

  const form = useSchemaForm({
    initialValues: { username: '', password: '' },
    schema: loginSchema,
    fields: loginFields,
    send: (credentials) => {
      // The password is hidden again before it goes (and before a browser offers to save it).
      if (passwordShown) {
        setPasswordShown(false);
        setVisibilityNews('');
      }
      return requestJson<void>('/api/v1/session', { method: 'POST', body: credentials, lang });
    },
    onSuccess: () => {
      navigation.assign(redirectTarget(location.search, location.origin));
      // Stays « Connexion… » until the next page has loaded.
      return 'leaving';
    },
    refusal: (error): Refusal<Banner> => {
      const failure = loginFailure(error);
      if (failure.kind === 'fields') return { fields: failure.fields };
      if (failure.kind === 'invalid') {
        // Type the password again, from an empty field, not complained about before the next try; the username stays.
        form.reset({ ...form.values, password: '' });
        form.focus('password');
      }
      return { banner: failure };
    },
  });

  const { submitButton } = form;

  const togglePassword = () => {
    const next = !passwordShown;
    setPasswordShown(next);
    setVisibilityNews(t(next ? 'password.shown' : 'password.hidden'));
  };

  return (
    <>
      <p className="admin-login__intro">{t('intro')}</p>
      <FormAlert className="admin-login__feedback">
        {form.banner && (
          <p>
            <BannerText banner={form.banner} />
          </p>
        )}
      </FormAlert>
      <Form className="admin-login__form" validationBehavior="aria" autoCapitalize="none" onSubmit={form.onSubmit}>
        <TextField {...form.field('username')} label={t('username')} autoComplete="username" autoCorrect="off" spellCheck="false" isRequired />
        <TextField
          {...form.field('password')}
          type={passwordShown ? 'text' : 'password'}
          label={t('password')}
          autoComplete="current-password"
          autoCorrect="off"
          spellCheck="false"
          isRequired
          action={
            <AriaButton
              className="admin-login__toggle"
              aria-label={t(passwordShown ? 'password.hideLabel' : 'password.showLabel')}
              isDisabled={form.pending}
              onPress={togglePassword}
            >
              {t(passwordShown ? 'password.hide' : 'password.show')}
            </AriaButton>
          }
        />
        <p className="visually-hidden" aria-live="polite">
          {visibilityNews}
        </p>
        <Button type="submit" ref={submitButton} isPending={form.pending} className="admin-login__submit">
          {form.pending ? t('pending') : t('submit')}
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
