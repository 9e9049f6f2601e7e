import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button as AriaButton, Form } from 'react-aria-components';
import { commune, mailHref, officeHoursInSentence, telHref } from '../../content/commune';
import { paths } from '../../content/site-map';
import { requestJson } from '../../runtime/api';
import { siteHref } from '../../runtime/links';
import { pluralize } from '../../shared/i18n/format';
import { useI18n } from '../../runtime/i18n/react';
import { residentMessageSchema } from '../../shared/schema/resident';
import { Button } from '../../kit/ui/Button';
import type { Refusal } from '../../kit/ui/form-state';
import { FormAlert, Notice } from '../../kit/ui/Notice';
import { TextArea, TextField } from '../../kit/ui/TextField';
import { useSchemaForm } from '../../kit/ui/use-schema-form';
import { sendFailure, visibleFields, type MessageDraft, type SendFailure } from './message-form';
import { helpFormMessages } from './form-messages';
import { helpMessages } from './messages';

type Failure = Exclude<SendFailure, { kind: 'fields' }>;

export interface MessageFormProps {
  /** What has been typed so far; the sheet keeps it while the form comes and goes. */
  draft: MessageDraft;
  onDraftChange: (draft: MessageDraft) => void;
  /** The message reached the town hall: the sheet empties the draft. */
  onSent: () => void;
  /** Whether the form is the view being shown: becoming so puts focus on its heading. */
  active: boolean;
  onBack: () => void;
}

/**
 * « Laisser un message à la mairie »: name, phone or e-mail, message, and a honeypot. Loaded
 * the first time a resident asks for it, with the schema the server checks the same message
 * against, so the messages under the fields are the server's, in the page's language.
 *
 * Nothing is said before the first submit; from then on every change is checked again, and a
 * field the server refused keeps its message until it is changed.
 */
export function MessageForm({ draft, onDraftChange, onSent, active, onBack }: MessageFormProps) {
  const { t, lang } = useI18n(helpFormMessages);
  const sheet = useI18n(helpMessages);
  const headingId = useId();
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (active) headingRef.current?.focus();
  }, [active]);

  const form = useSchemaForm({
    values: draft,
    onValuesChange: (next) => {
      onDraftChange(next);
      setSent(false);
    },
    schema: residentMessageSchema,
    fields: visibleFields,
    send: (message) => requestJson<{ id: number }>('/api/v1/messages', { method: 'POST', body: message, lang }),
    onSuccess: () => {
      setSent(true);
      onSent();
      form.focus(() => sentRef.current);
    },
    refusal: (error): Refusal<Failure> => {
      const failure = sendFailure(error);
      return failure.kind === 'fields' ? { fields: failure.fields } : { banner: failure };
    },
  });

  const { submitButton } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSent(false);
    form.onSubmit(event);
  };

  return (
    <article className="help-write" aria-labelledby={headingId}>
      <AriaButton className="help-back" onPress={onBack}>
        <span aria-hidden="true">←</span> {sheet.t('answer.back')}
      </AriaButton>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="help-answer__question">
        {t('form.heading')}
      </h3>
      <p className="help-write__intro">{t('form.intro')}</p>

      {/* Live regions present from the start, so what appears in them is announced. */}
      <div role="status" className="help-write__feedback">
        {sent && (
          <Notice tone="success" ref={sentRef} tabIndex={-1} className="help-write__sent">
            <p>
              <strong>{t('sent.title')}</strong>
            </p>
            <p>{t('sent.text', { hours: officeHoursInSentence(lang) })}</p>
          </Notice>
        )}
      </div>

      <Form className="help-form" validationBehavior="aria" onSubmit={onSubmit} aria-labelledby={headingId}>
        <TextField {...form.field('name')} label={t('form.name')} autoComplete="name" isRequired />
        <TextField {...form.field('contact')} label={t('form.contact')} description={t('form.contactHint')} isRequired />
        <TextArea {...form.field('message')} label={t('form.message')} description={t('form.messageHint')} isRequired />
        <Honeypot label={t('form.website')} value={draft.website} onChange={(value) => form.setValue('website', value)} />

        <FormAlert className="help-write__feedback">{form.banner && <FailureText failure={form.banner} />}</FormAlert>
        <Button type="submit" ref={submitButton} isPending={form.pending} className="help-form__submit">
          {form.pending ? t('form.sending') : t('form.submit')}
        </Button>
      </Form>
      {/* What happens to the message, said where it is written (law n° 2024/017). */}
      <p className="help-write__privacy">{withPlaceholders(t('form.privacy'), { link: <a href={siteHref(paths.privacy)}>{t('form.privacyLink')}</a> })}</p>
    </article>
  );
}

/**
 * A field only robots fill in: off-screen, out of the tab order and of the accessibility tree,
 * never offered by autofill. The server quietly drops a message that has it.
 */
function Honeypot({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="help-form__trap" aria-hidden="true">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}

/** A message whose `{name}` placeholders are elements (links), the sentence kept whole for translation. */
function withPlaceholders(message: string, parts: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece));
}

function FailureText({ failure }: { failure: Failure }) {
  const { t, lang } = useI18n(helpFormMessages);
  if (failure.kind === 'rateLimited') {
    return (
      <p>
        {failure.minutes === undefined
          ? t('error.rateLimited.unknown')
          : pluralize(failure.minutes, lang, { one: t('error.rateLimited.one'), other: t('error.rateLimited.other') })}
      </p>
    );
  }
  return (
    <>
      <p>
        <strong>{t('error.failed.title')}</strong>
      </p>
      <p>
        {withPlaceholders(t('error.failed.text'), {
          phone: <a href={telHref(commune.phone)}>{commune.phone}</a>,
          email: <a href={mailHref(commune.email)}>{commune.email}</a>,
        })}
      </p>
    </>
  );
}
