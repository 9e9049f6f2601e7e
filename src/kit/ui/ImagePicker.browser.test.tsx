import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { defineWidget } from '../../kit/define-widget';
import { expectAccessible, mountElement, resetPage } from '../../testing/kit';
import { adminKitCss } from './admin-styles';
import { ImagePicker } from './ImagePicker';

function PickerProbe() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <ImagePicker label="Image de couverture" value={file} onChange={setFile} />
      <output data-testid="picked">{file?.name ?? ''}</output>
    </>
  );
}

defineWidget('commune-ui-image-picker-probe', PickerProbe, { summary: 'Admin kit test: ImagePicker', props: {}, css: [adminKitCss] });

afterEach(resetPage);

/** A real PNG drawn on a canvas, padded to `bytes` when asked (a PNG ignores bytes after its end). */
async function png(name: string, bytes?: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 4;
  canvas.height = 3;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#0b5d37';
  context.fillRect(0, 0, 4, 3);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), 'image/png'));
  const parts: BlobPart[] = [blob];
  if (bytes) parts.push(new Uint8Array(bytes - blob.size));
  return new File(parts, name, { type: 'image/png' });
}

/** What a person does in the file chooser, through the FileTrigger's own input. */
function choose(el: HTMLElement, file: File) {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('ImagePicker', () => {
  it('offers a drop zone and a button, accepting only the four image types', async () => {
    const el = await mountElement('commune-ui-image-picker-probe', { lang: 'fr' });
    await expectAccessible(el);
    await expect.element(page.getByText('PNG, JPEG, WebP ou AVIF, 2\u202fMo au plus.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Choisir une image' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Déposer une image/ })).toBeInTheDocument();
    expect(el.shadowRoot!.querySelector('input[type="file"]')!.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/avif');
  });

  it('refuses a PDF and a file over 2 Mo, naming it, then previews a PNG with its size', async () => {
    const el = await mountElement('commune-ui-image-picker-probe', { lang: 'fr' });
    choose(el, new File(['%PDF-1.7'], 'budget-2025.pdf', { type: 'application/pdf' }));
    await expect.element(page.getByText('«\u00a0budget-2025.pdf\u00a0» n’est pas une image PNG, JPEG, WebP ou AVIF.')).toBeVisible();
    await expect.element(page.getByTestId('picked')).toHaveTextContent('');
    const button = page.getByRole('button', { name: 'Choisir une image' });
    expect(button.element().getAttribute('aria-describedby')!.split(' ')).toHaveLength(2);
    await expectAccessible(el);

    choose(el, await png('marche.png', 3 * 1024 * 1024));
    await expect.element(page.getByText('«\u00a0marche.png\u00a0» pèse 3\u202fMo\u00a0; une image doit peser 2\u202fMo au plus.')).toBeVisible();
    await expect.element(page.getByTestId('picked')).toHaveTextContent('');

    choose(el, await png('forage-gouria.png', Math.round(1.2 * 1024 * 1024)));
    await expect.element(page.getByTestId('picked')).toHaveTextContent('forage-gouria.png');
    await expect.element(page.getByText(/n’est pas une image|pèse/)).not.toBeInTheDocument();
    await expect.poll(() => el.shadowRoot!.querySelector('.ui-image-picker__image')).not.toBeNull();
    const image = el.shadowRoot!.querySelector<HTMLImageElement>('.ui-image-picker__image')!;
    expect(image.src).toMatch(/^blob:/);
    await expect.poll(() => image.complete && image.naturalWidth).toBe(4);
    expect(el.shadowRoot!.querySelector('figcaption')!.textContent).toBe('forage-gouria.png1,2\u202fMo');
    await expect.element(page.getByText('1,2\u202fMo')).toBeVisible();
    await expectAccessible(el);

    await page.getByRole('button', { name: 'Retirer l’image' }).click();
    await expect.element(page.getByTestId('picked')).toHaveTextContent('');
    await expect.element(page.getByRole('button', { name: 'Choisir une image' })).toBeVisible();
  });

  it('speaks English: size, messages and buttons', async () => {
    const el = await mountElement('commune-ui-image-picker-probe', { lang: 'en' });
    choose(el, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect.element(page.getByText('“notes.txt” is not a PNG, JPEG, WebP or AVIF image.')).toBeVisible();
    choose(el, await png('well.png', Math.round(1.2 * 1024 * 1024)));
    await expect.element(page.getByText('1.2 MB')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Change image' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
  });
});
