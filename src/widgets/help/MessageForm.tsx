import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button as AriaButton, Form } from 'react-aria-components';
import * as v from 'valibot';
import { commune, mailHref, officeHoursInSentence, telHref } from '../../content/commune';
import { requestJson } from '../../core/api';
import { pluralize } from '../../core/i18n/format';
import { useI18n } from '../../core/i18n/react';
import { fieldErrors } from '../../core/schema/message';
import { residentMessageSchema } from '../../core/schema/resident';
import { Button } from '../../core/ui/Button';
import { Notice } from '../../core/ui/Notice';
import { TextArea, TextField } from '../../core/ui/TextField';
import { sendFailure, visibleFields, type MessageDraft, type SendFailure, type VisibleField } from './message-form';
import { helpFormMessages } from './form-messages';
import { helpMessages } from './messages';

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

type FieldMessages = Partial<Record<VisibleField, string>>;

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
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<Exclude<SendFailure, { kind: 'fields' }> | null>(null);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  // Focus moves after the render that shows what it lands on (a field's message, the notice).
  const focusAfterRender = useRef<(() => void) | null>(null);
  useEffect(() => {
    const move = focusAfterRender.current;
    focusAfterRender.current = null;
    move?.();
  });

  useEffect(() => {
    if (active) headingRef.current?.focus();
  }, [active]);

  const parsed = v.safeParse(residentMessageSchema, draft, { lang });
  const clientErrors: FieldMessages = submitted && !parsed.success ? fieldErrors(parsed.issues) : {};
  const errorOf = (field: VisibleField) => clientErrors[field] ?? serverErrors[field];

  const change = (field: keyof MessageDraft) => (value: string) => {
    onDraftChange({ ...draft, [field]: value });
    setSent(false);
    // A refusal from the server holds until the resident changes that field.
    if (field !== 'website' && serverErrors[field]) {
      setServerErrors((errors) => {
        const rest = { ...errors };
        delete rest[field];
        return rest;
      });
    }
  };

  const focusFirstRefused = (errors: FieldMessages) => {
    const first = visibleFields.find((field) => errors[field]);
    const inputs = { name: nameRef, contact: contactRef, message: messageRef };
    if (first) focusAfterRender.current = () => inputs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFailure(null);
    setSent(false);
    if (!parsed.success) {
      focusFirstRefused(fieldErrors(parsed.issues));
      return;
    }
    // The fields are about to be disabled: keep focus on the button, which says « Envoi… ».
    submitRef.current?.focus();
    setSending(true);
    try {
      await requestJson<{ id: number }>('/api/v1/messages', { method: 'POST', body: parsed.output, lang });
      setSubmitted(false);
      setServerErrors({});
      setSent(true);
      onSent();
      focusAfterRender.current = () => sentRef.current?.focus();
    } catch (error) {
      const outcome = sendFailure(error);
      if (outcome.kind === 'fields') {
        setServerErrors(outcome.fields);
        focusFirstRefused(outcome.fields);
      } else {
        setFailure(outcome);
      }
    } finally {
      setSending(false);
    }
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

      <Form className="help-form" validationBehavior="aria" onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        <TextField
          name="name"
          label={t('form.name')}
          autoComplete="name"
          value={draft.name}
          onChange={change('name')}
          errorMessage={errorOf('name')}
          isRequired
          isDisabled={sending}
          inputRef={nameRef}
        />
        <TextField
          name="contact"
          label={t('form.contact')}
          description={t('form.contactHint')}
          value={draft.contact}
          onChange={change('contact')}
          errorMessage={errorOf('contact')}
          isRequired
          isDisabled={sending}
          inputRef={contactRef}
        />
        <TextArea
          name="message"
          label={t('form.message')}
          description={t('form.messageHint')}
          value={draft.message}
          onChange={change('message')}
          errorMessage={errorOf('message')}
          isRequired
          isDisabled={sending}
          inputRef={messageRef}
        />
        <Honeypot label={t('form.website')} value={draft.website} onChange={change('website')} />

        <div role="alert" className="help-write__feedback">
          {failure && <FailureNotice failure={failure} />}
        </div>
        <Button type="submit" ref={submitRef} isPending={sending} className="help-form__submit">
          {sending ? t('form.sending') : t('form.submit')}
        </Button>
      </Form>
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

function FailureNotice({ failure }: { failure: Exclude<SendFailure, { kind: 'fields' }> }) {
  const { t, lang } = useI18n(helpFormMessages);
  if (failure.kind === 'rateLimited') {
    const text =
      failure.minutes === undefined
        ? t('error.rateLimited.unknown')
        : pluralize(failure.minutes, lang, { one: t('error.rateLimited.one'), other: t('error.rateLimited.other') });
    return (
      <Notice tone="danger">
        <p>{text}</p>
      </Notice>
    );
  }
  return (
    <Notice tone="danger">
      <p>
        <strong>{t('error.failed.title')}</strong>
      </p>
      <p>
        {withPlaceholders(t('error.failed.text'), {
          phone: <a href={telHref(commune.phone)}>{commune.phone}</a>,
          email: <a href={mailHref(commune.email)}>{commune.email}</a>,
        })}
      </p>
    </Notice>
  );
}
