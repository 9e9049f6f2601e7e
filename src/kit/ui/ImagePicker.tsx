import clsx from 'clsx';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { useI18n } from '../../runtime/i18n/react';
import { adminMessages } from './admin-messages';
import { Button } from './Button';
import { ImageIcon } from './icons';
import { checkImageFile, formatFileSize, IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageRefusal } from './image-file';

export interface ImagePickerProps {
  label: ReactNode;
  /** The file picked (controlled); `null` for none. */
  value: File | null;
  /** Called with an accepted file, or `null` when it is removed. A refused file is not passed. */
  onChange: (file: File | null) => void;
  /** Called with a refused file and why (`type` or `size`), after the message is shown. */
  onReject?: (reason: ImageRefusal, file: File) => void;
  /** A hint under the label (default: the formats and the largest size). */
  description?: ReactNode;
  /** A message of the caller's (required, refused by the server); shown before a refusal's. */
  errorMessage?: string;
  /**
   * The messages for a refused file, in the page language, `{name}`, `{size}` and `{max}`
   * standing for the file's name, its size and the limit (defaults from the kit's catalogue).
   */
  refusalMessages?: Partial<Record<ImageRefusal, string>>;
  /** The largest file taken, in bytes (default 2 Mo). */
  maxBytes?: number;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A ref for the preview `<img>`: gives it an object URL of the file while it is shown, and
 * revokes the URL when the file changes or the image goes (React 19 ref cleanup).
 */
function useObjectUrlRef(file: File | null) {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !file) return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}

/**
 * Picks one image (react-aria's DropZone and FileTrigger): dropped, pasted or chosen, only PNG,
 * JPEG, WebP or AVIF up to 2 Mo, with a message naming the file when it is refused. Once
 * picked, a preview with the file's name and size, a Change and a Remove button. It only picks:
 * sending the file is the caller's job.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  onReject,
  description,
  errorMessage,
  refusalMessages,
  maxBytes = MAX_IMAGE_BYTES,
  isDisabled = false,
  className,
}: ImagePickerProps) {
  const { t, lang } = useI18n(adminMessages);
  const [refusal, setRefusal] = useState<string | null>(null);
  const previewRef = useObjectUrlRef(value);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const max = formatFileSize(maxBytes, lang);
  const error = errorMessage ?? refusal;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const reason = checkImageFile(file, maxBytes);
    if (!reason) {
      setRefusal(null);
      onChange(file);
      return;
    }
    const vars = { name: file.name, size: formatFileSize(file.size, lang), max };
    const custom = refusalMessages?.[reason];
    setRefusal(custom ? custom.replace(/\{(name|size|max)\}/g, (_, key: keyof typeof vars) => vars[key]) : t(reason === 'type' ? 'image.wrongType' : 'image.tooLarge', vars));
    onReject?.(reason, file);
  };

  // Any file is let in, so a refused one is named in a message rather than silently bounced.
  const onDrop = async (event: { items: DropItem[] }) => {
    const item = event.items.find(isFileDropItem);
    if (item) pick(await item.getFile());
  };

  const describedBy = [descriptionId, error ? errorId : ''].filter(Boolean).join(' ');
  const chooser = (text: string, variant: 'primary' | 'secondary') => (
    <FileTrigger acceptedFileTypes={[...IMAGE_TYPES]} onSelect={(files) => pick(files?.[0])}>
      <Button variant={variant} isDisabled={isDisabled} aria-describedby={describedBy}>
        {text}
      </Button>
    </FileTrigger>
  );

  return (
    <div className={clsx('ui-field', 'ui-image-picker', className)} data-invalid={error ? true : undefined} data-disabled={isDisabled || undefined}>
      <span id={labelId} className="ui-field__label">
        {label}
      </span>
      <span id={descriptionId} className="ui-field__description">
        {description ?? t('image.formats', { max })}
      </span>
      {/* Always there, so a refusal is announced as it appears. */}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="ui-field__error">
            {error}
          </p>
        )}
      </div>
      {value ? (
        <figure className="ui-image-picker__preview">
          <img ref={previewRef} className="ui-image-picker__image" alt="" />
          <figcaption className="ui-image-picker__file">
            <span className="ui-image-picker__name">{value.name}</span>
            <span className="ui-image-picker__size">{formatFileSize(value.size, lang)}</span>
          </figcaption>
          <div className="ui-image-picker__actions" role="group" aria-labelledby={labelId}>
            {chooser(t('image.replace'), 'secondary')}
            <Button variant="ghost" isDisabled={isDisabled} onPress={() => onChange(null)}>
              {t('image.remove')}
            </Button>
          </div>
        </figure>
      ) : (
        <DropZone
          className="ui-image-picker__zone"
          isDisabled={isDisabled}
          aria-label={t('image.dropZone')}
          aria-labelledby={labelId}
          onDrop={onDrop}
        >
          <ImageIcon className="ui-image-picker__icon" width={32} height={32} />
          <span className="ui-image-picker__hint">{t('image.drop')}</span>
          {chooser(t('image.choose'), 'secondary')}
        </DropZone>
      )}
    </div>
  );
}
