import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../runtime/api';
import { useI18n } from '../../runtime/i18n/react';
import { siteHref } from '../../runtime/links';
import type { ApiImage, ContentItems } from '../../collections/content';
import type { PublicationStatus } from '../../shared/schema/fields';
import type { Lang } from '../../runtime/store';
import { toast } from '../../kit/toast';
import { Form, ImagePicker, Select, Sheet, Tabs } from '../../kit/ui/admin';
import { Button } from '../../kit/ui/Button';
import { refusalOf } from '../../kit/ui/form-state';
import { TextArea, TextField } from '../../kit/ui/TextField';
import { useSchemaForm, type SchemaForm } from '../../kit/ui/use-schema-form';
import { isConflict, isUnreachable, type CollectionName, type CreateInput, type UpdateInput } from '../client';
import { leaveIfSignedOut } from '../store';
import { adminClient } from '../use-admin';
import type { CollectionDescription, CommonFieldSpec, FormValues, ImageFieldSpec, LocalizedFieldSpec, TextFieldSpec } from './description';
import { ConflictNotice, type Problem } from './ConflictNotice';
import { ConflictCompare } from './ConflictCompare';
import HistoryTab from './HistoryTab';
import { useAutosave } from './autosave';
import { DraftNotice, OfflineNotice } from './AutosaveNotice';
import { useRetryWhenOnline, useSubmissionKey } from './offline-save';
import { collectionMessages } from './messages';
import { formSchema } from './check';
import { bilingual, fieldOrder, getAt, imageFields, imageFromUpload, requestBody, setAt, textAt } from './values';
import { formatDateTime } from '../../runtime/i18n/dates';
import { Notice } from '../../kit/ui/Notice';
import { previewHref } from '../../collections/schedule';
import { editedValues, ScheduleFields, scheduleInput, schedulePaths } from './schedule';
import { scheduleMessages } from './schedule-messages';

/**
 * What a submit asks: save a draft, publish, or — on a published item — keep the changes aside
 * as a pending draft (the live version stays public).
 */
type Intent = PublicationStatus | 'pending-draft';

/** The request's body: the collection's fields, the schedule, the status, and `saveAs` for a pending draft. */
function panelBody<C extends CollectionName, V extends FormValues>(description: CollectionDescription<C, V>, values: V, intent: Intent, version?: number) {
  const body = { ...requestBody(description, values, intent === 'published' ? 'published' : 'draft', version), ...scheduleInput(values) };
  return intent === 'pending-draft' ? { ...body, status: 'published', saveAs: 'pending-draft' } : body;
}

export interface ItemPanelProps<C extends CollectionName, V extends FormValues> {
  description: CollectionDescription<C, V>;
  /** The item to edit, or `null` for a new one. */
  item: ContentItems[C] | null;
  headingLevel: number;
  onClose: () => void;
  /** Saved: the panel is done (the screen closes it and loads the list again). */
  onSaved: () => void;
  /** The item was read again after a conflict: the list may be stale too. */
  onListChanged: () => void;
}

/** Toasts' titles, « Succès » and « Erreur », in both languages (a toast follows the page's). */
const shared = bilingual(collectionMessages);
const scheduled = bilingual(scheduleMessages);

/**
 * The Create/Edit panel of a collection screen: the texts in a French and an English group,
 * then the fields both languages share; Cancel, Save Draft and Publish. Messages from the
 * schema the server uses, from the first save (with the status it asked for) and then as the
 * values change; fields disabled while saving (at least 500 ms); a toast says how it went. An
 * edit made from an old version says so and offers to read the item again.
 */
export default function ItemPanel<C extends CollectionName, V extends FormValues>({
  description,
  item: initialItem,
  headingLevel,
  onClose,
  onSaved,
  onListChanged,
}: ItemPanelProps<C, V>) {
  const { t, lang } = useI18n(collectionMessages);
  const schedule = useI18n(scheduleMessages).t;
  const texts = description.texts;
  const formId = useId();
  const [item, setItem] = useState(initialItem);
  const [initialValues] = useState<V>(() =>
    initialItem ? editedValues(initialItem, description.toValues) : ({ ...description.emptyValues(), publishAt: '', unpublishAt: '' } as V),
  );
  const [discarding, setDiscarding] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [reloading, setReloading] = useState(false);
  const [tab, setTab] = useState('edit');
  // An image sent once is not sent again when the save is retried.
  const uploads = useRef(new WeakMap<File, ApiImage>());
  const noticeRef = useRef<HTMLDivElement>(null);
  const fields = [...fieldOrder(description), ...schedulePaths];
  // A save the network dropped: said, kept as typed, sent again with the same key when it is back.
  const [offline, setOffline] = useState(false);
  const submission = useSubmissionKey();

  /** Uploads the images picked, then creates or changes the item. */
  const save = async (values: V, intent: Intent) => {
    if (problem !== 'conflict') setProblem(null);
    const client = adminClient();
    let ready = values;
    for (const field of imageFields(description.commonFields)) {
      const file = getAt(ready, field.filePath);
      if (!(file instanceof File)) continue;
      let image = uploads.current.get(file);
      if (!image) {
        image = imageFromUpload(await client.uploadImage(file));
        uploads.current.set(file, image);
      }
      ready = setAt(ready, field.path, image);
    }
    const collection = client.collection(description.collection);
    const body = item ? panelBody(description, ready, intent, item.version) : panelBody(description, ready, intent);
    const write = { idempotencyKey: submission.keyFor([item?.id ?? null, body]) };
    return item ? collection.update(item.id, body as UpdateInput<C>, write) : collection.create(body as CreateInput<C>, write);
  };

  const form = useSchemaForm({
    initialValues,
    schema: formSchema(description),
    fields,
    input: (values, intent: Intent) => panelBody(description, values, intent),
    send: (_output, values, intent) => save(values, intent),
    onSuccess: (_saved, intent) => {
      autosave.saved();
      submission.done();
      setOffline(false);
      const said =
        intent === 'pending-draft' && item?.status === 'published'
          ? scheduled('toast.pendingDraft')
          : intent === 'draft' && item?.status === 'published'
            ? scheduled('toast.unpublished')
            : item
              ? texts.updated
              : texts.created;
      toast.success(shared('toast.success'), { description: said });
      onSaved();
    },
    refusal: (error) => {
      // Kept before anything else: a 401 leaves for the sign-in page, and the draft is offered on return.
      autosave.flush();
      if (leaveIfSignedOut(error)) return null;
      setOffline(isUnreachable(error));
      if (isUnreachable(error)) return null;
      toast.error(shared('toast.error'), { description: item ? texts.updateFailed : texts.createFailed });
      if (item && isConflict(error)) {
        setProblem('conflict');
        form.focus(() => noticeRef.current);
        return null;
      }
      // Messages under the fields; any other failure is the toast's alone.
      const refusal = refusalOf(error, fields);
      return 'fields' in refusal ? refusal : null;
    },
  });
  const busy = form.pending || reloading || discarding;
  const live = item?.status === 'published';
  const autosave = useAutosave({
    collection: description.collection,
    itemId: item?.id ?? null,
    version: item?.version ?? null,
    baseline: item ? editedValues(item, description.toValues) : initialValues,
    values: form.values,
  });
  useRetryWhenOnline(offline, () => {
    if (!form.pending && form.intent) void form.submit(form.intent);
  });

  /** « Abandonner le brouillon »: the pending draft goes, the live version stays as it is. */
  const discard = async () => {
    if (!item || busy) return;
    setDiscarding(true);
    try {
      await adminClient()
        .collection(description.collection)
        .update(item.id, { version: item.version, pendingDraft: null } as unknown as UpdateInput<C>);
      toast.success(shared('toast.success'), { description: scheduled('toast.discarded') });
      onSaved();
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      toast.error(shared('toast.error'), { description: texts.updateFailed });
      if (isConflict(error)) {
        setProblem('conflict');
        form.focus(() => noticeRef.current);
      }
    } finally {
      setDiscarding(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reloading) return;
    setTab('edit');
    // The button pressed says the status; Enter in a box saves a draft, the safer of the two.
    // On a published item, Enter keeps the changes aside as a pending draft: the live version stays.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const asked = submitter?.getAttribute('value');
    void form.submit(asked === 'published' ? 'published' : asked === 'draft' ? 'draft' : live ? 'pending-draft' : 'draft');
  };

  const reload = async () => {
    if (!item || busy) return;
    setReloading(true);
    try {
      const fresh = await adminClient().collection(description.collection).get(item.id);
      setItem(fresh);
      form.reset(editedValues(fresh, description.toValues));
      setProblem('reloaded');
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      setProblem(error instanceof ApiError && error.status === 404 ? 'gone' : 'reloadFailed');
    } finally {
      setReloading(false);
      onListChanged();
      form.focus(() => noticeRef.current);
    }
  };

  const publishLabel = item ? t('action.publish') : (texts.publishNew?.[lang] ?? t('action.publish'));
  const publishingLabel = item ? t('pending.publish') : (texts.publishingNew?.[lang] ?? t('pending.publish'));
  const pendingAs = (intent: Intent) => form.pending && form.intent === intent;
  const draftIntent: Intent = live ? 'pending-draft' : 'draft';

  const fieldProps = { form, isDisabled: busy || problem === 'gone', lang };

  return (
    <Sheet
      isOpen
      isDismissable={false}
      // Not while saving: the answer would come to a closed panel.
      onOpenChange={(isOpen) => !isOpen && !form.pending && onClose()}
      title={item ? texts.editTitle[lang] : texts.createTitle[lang]}
      headingLevel={headingLevel}
      footer={
        <div className="collection-panel__actions">
          <Button variant="ghost" isDisabled={form.pending} onPress={onClose}>
            {t('action.cancel')}
          </Button>
          {item && (
            <a className="collection-panel__preview" href={previewHref(description.collection, item.id)} target="_blank" rel="noopener" title={schedule('action.previewHint')}>
              {schedule('action.preview')}
            </a>
          )}
          {live && (
            <Button variant="ghost" type="submit" form={formId} value="draft" isPending={pendingAs('draft')} isDisabled={(busy && !pendingAs('draft')) || problem === 'gone'}>
              {pendingAs('draft') ? t('pending.draft') : schedule('action.unpublish')}
            </Button>
          )}
          <Button
            variant="secondary"
            type="submit"
            form={formId}
            value={draftIntent}
            isPending={pendingAs(draftIntent)}
            isDisabled={(busy && !pendingAs(draftIntent)) || problem === 'gone'}
          >
            {pendingAs(draftIntent) ? t('pending.draft') : live ? schedule('action.saveAsDraft') : t('action.saveDraft')}
          </Button>
          <Button type="submit" form={formId} value="published" isPending={pendingAs('published')} isDisabled={(busy && !pendingAs('published')) || problem === 'gone'}>
            {pendingAs('published') ? publishingLabel : publishLabel}
          </Button>
        </div>
      }
    >
      <OfflineNotice offline={offline} />
      {autosave.offer && (
        <DraftNotice
          savedAt={autosave.offer.savedAt}
          onResume={() => {
            const draft = autosave.resume();
            if (!draft) return;
            form.reset(draft.values);
            // Typed over a version someone has changed since: saving says so (409) rather than overwrite their change.
            if (item && draft.version !== null && draft.version < item.version) setItem({ ...item, version: draft.version });
          }}
          onIgnore={autosave.ignore}
        />
      )}
      {problem && (
        <ConflictNotice
          ref={noticeRef}
          problem={problem}
          conflict={texts.conflict[lang]}
          reloaded={t('reload.done')}
          reloadLabel={texts.reload[lang]}
          reloading={reloading}
          onReload={() => void reload()}
        />
      )}
      {problem === 'conflict' && item && <ConflictCompare description={description} item={item} mine={{ values: form.values, status: form.intent === 'pending-draft' ? 'draft' : form.intent }} />}
      {item?.pendingDraft && live && (
        <Notice tone="info" className="collection-panel__notice collection-panel__draft">
          <p>{schedule('notice.pendingDraft', { date: formatDateTime(item.updatedAt, lang) })}</p>
          <Button variant="secondary" isPending={discarding} isDisabled={busy && !discarding} onPress={() => void discard()}>
            {discarding ? schedule('pending.discard') : schedule('action.discardDraft')}
          </Button>
        </Notice>
      )}
      <PanelTabs
        item={item}
        tab={tab}
        onTab={setTab}
        history={
          item && (
            <HistoryTab
              description={description}
              item={item}
              headingLevel={Math.min(headingLevel + 1, 6)}
              onRestored={(restored) => {
                setItem(restored);
                form.reset(description.toValues(restored));
                setProblem(null);
                setTab('edit');
                onListChanged();
              }}
              onConflict={() => {
                setProblem('conflict');
                setTab('edit');
                form.focus(() => noticeRef.current);
              }}
            />
          )
        }
      >
        <Form id={formId} className="collection-form" onSubmit={onSubmit}>
          <LanguageGroup legend={t('language.fr')} lang="fr" uiLang={lang}>
            {description.localizedFields.map((field) => (
              <LocalizedInput key={field.path} field={field} textLang="fr" {...fieldProps} />
            ))}
          </LanguageGroup>
          <LanguageGroup legend={t('language.en')} lang="en" uiLang={lang} hint={t('language.enHint')}>
            {description.localizedFields.map((field) => (
              <LocalizedInput key={field.path} field={field} textLang="en" {...fieldProps} />
            ))}
          </LanguageGroup>
          {description.commonFields.length > 0 && (
            <div className="collection-form__common">
              {description.commonFields.map((field) => (
                <CommonInput key={field.kind === 'row' ? field.fields[0]?.path : field.path} field={field} {...fieldProps} />
              ))}
            </div>
          )}
          <ScheduleFields form={form} isDisabled={fieldProps.isDisabled} />
        </Form>
      </PanelTabs>
    </Sheet>
  );
}

/** An item's panel: « Modifier » and « Historique » tabs; a new item's: the form alone. */
function PanelTabs({ item, tab, onTab, history, children }: { item: unknown; tab: string; onTab: (tab: string) => void; history: ReactNode; children: ReactNode }) {
  const { t } = useI18n(collectionMessages);
  if (!item) return <div className="collection-panel__body">{children}</div>;
  return (
    <Tabs
      className="collection-panel__body"
      label={t('tabs.label')}
      selectedKey={tab}
      onSelectionChange={onTab}
      items={[
        { id: 'edit', label: t('tab.edit'), content: children, keepMounted: true },
        { id: 'history', label: t('tab.history'), content: history },
      ]}
    />
  );
}

interface FieldProps {
  /** The panel's form: the values, the messages, the changes. */
  form: Pick<SchemaForm<FormValues, PublicationStatus>, 'values' | 'errorOf' | 'setValue' | 'field' | 'fieldRef'>;
  isDisabled: boolean;
  lang: Lang;
}

function LanguageGroup({ legend, lang, uiLang, hint, children }: { legend: string; lang: Lang; uiLang: Lang; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="collection-form__group" aria-describedby={hint ? hintId : undefined}>
      {/* « English » is an English word on a French page. */}
      <legend className="collection-form__legend" lang={lang !== uiLang && lang === 'en' ? 'en' : undefined}>
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className="collection-form__hint">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** One language of a bilingual text; the English one is named « … en anglais ». */
function LocalizedInput({ field, textLang, form, isDisabled, lang }: FieldProps & { field: LocalizedFieldSpec; textLang: Lang }) {
  const { t } = useI18n(collectionMessages);
  const path = `${field.path}.${textLang}`;
  const label = textLang === 'fr' ? field.label[lang] : t('field.inEnglish', { label: field.label[lang] });
  const common = {
    ...form.field(path),
    label,
    description: textLang === 'fr' ? field.description?.[lang] : undefined,
    isRequired: textLang === 'fr' && field.required,
    isDisabled,
  };
  return <div className="collection-form__field">{field.multiline ? <TextArea {...common} rows={field.rows ?? 6} /> : <TextField {...common} />}</div>;
}

function CommonInput({ field, ...props }: FieldProps & { field: CommonFieldSpec }) {
  const { form, lang } = props;
  switch (field.kind) {
    case 'text':
      return <TextInput field={field} {...props} />;
    case 'select':
      return (
        <div ref={form.fieldRef(field.path)} className="collection-form__field">
          <Select
            name={field.path}
            label={field.label[lang]}
            description={field.description?.[lang]}
            options={field.options.map((option) => ({ id: option.id, label: option.label[lang] }))}
            value={textAt(form.values, field.path) || null}
            onChange={(value) => form.setValue(field.path, value ?? '')}
            errorMessage={form.errorOf(field.path)}
            isRequired={field.required}
            isDisabled={props.isDisabled}
          />
        </div>
      );
    case 'image':
      return <ImageInput field={field} {...props} />;
    case 'row':
      return (
        <fieldset className="collection-form__row">
          <legend className="collection-form__row-legend">{field.label[lang]}</legend>
          <div className="collection-form__row-fields">
            {field.fields.map((inner) => (
              <TextInput key={inner.path} field={inner} {...props} />
            ))}
          </div>
        </fieldset>
      );
  }
}

function TextInput({ field, form, isDisabled, lang }: FieldProps & { field: TextFieldSpec }) {
  return (
    <div className={field.narrow ? 'collection-form__field collection-form__field--narrow' : 'collection-form__field'}>
      <TextField
        {...form.field(field.path)}
        type={field.type ?? 'text'}
        inputMode={field.inputMode}
        label={field.label[lang]}
        description={field.description?.[lang]}
        isRequired={field.required}
        isDisabled={isDisabled}
      />
    </div>
  );
}

/** The item's current image (to keep or remove), and a picker for a new one. */
function ImageInput({ field, form, isDisabled, lang }: FieldProps & { field: ImageFieldSpec }) {
  const { t } = useI18n(collectionMessages);
  const current = getAt(form.values, field.path) as ApiImage | null | undefined;
  const file = getAt(form.values, field.filePath);
  const picked = file instanceof File ? file : null;
  return (
    <div ref={form.fieldRef(field.path)} className="collection-form__field collection-form__image">
      {current && !picked && (
        <figure className="collection-form__current">
          <img src={siteHref(current.src)} width={current.width} height={current.height} alt="" loading="lazy" decoding="async" />
          <figcaption>
            <span>{t('image.current')}</span>
            <span className="collection-form__current-hint">{t('image.replaceHint')}</span>
          </figcaption>
          <Button variant="ghost" isDisabled={isDisabled} onPress={() => form.setValue(field.path, null)}>
            {t('image.removeCurrent')}
          </Button>
        </figure>
      )}
      <ImagePicker
        label={field.label[lang]}
        description={field.description?.[lang]}
        value={picked}
        // A picked file is the image field's new value: the server's message about the image goes.
        onChange={(next) => form.setValue(field.filePath, next, { field: field.path })}
        errorMessage={form.errorOf(field.path) ?? form.errorOf(`${field.path}.src`)}
        isDisabled={isDisabled}
      />
    </div>
  );
}
