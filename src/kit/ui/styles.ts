import accordionCss from './Accordion.css?inline';
import badgeCss from './Badge.css?inline';
import buttonCss from './Button.css?inline';
import cardCss from './Card.css?inline';
import carouselCss from './Carousel.css?inline';
import contactDialogCss from './ContactDialog.css?inline';
import dialogCss from './Dialog.css?inline';
import emblemCss from './Emblem.css?inline';
import progressBarCss from './ProgressBar.css?inline';
import searchFieldCss from './SearchField.css?inline';
import sectionHeadingCss from './SectionHeading.css?inline';
import stepsCss from './Steps.css?inline';
import noticeCss from './Notice.css?inline';
import textFieldCss from './TextField.css?inline';

/**
 * The whole kit's CSS as one text: adopted into every element's shadow root right after the
 * base sheet, so it is one constructable stylesheet per page whatever the elements use.
 */
export const uiCssParts: readonly string[] = [buttonCss, badgeCss, cardCss, progressBarCss, accordionCss, dialogCss, contactDialogCss, searchFieldCss, carouselCss, stepsCss, sectionHeadingCss, textFieldCss, noticeCss, emblemCss];

/** The kit's CSS as one text (`uiCssParts`, in order). */
export const uiCss = uiCssParts.join('\n');
