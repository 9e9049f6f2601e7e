/*
 * The house UI kit. Importing one component from here costs only that component: the
 * package.json beside this file declares the kit free of side effects, so the bundler drops the
 * unused re-exports. Without it, Rolldown keeps every re-exported module in the static graph of
 * each widget that imports this barrel, and a dialog used lazily elsewhere would load eagerly.
 * Overlays are still imported from their own module inside a lazily loaded one (see
 * src/widgets/help/HelpSheet.tsx).
 */
export { Accordion, type AccordionItem, type AccordionProps } from './Accordion';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { LinkButton, type LinkButtonProps } from './LinkButton';
export { Card, type CardImage, type CardProps } from './Card';
export { Carousel, type CarouselAutoplay, type CarouselProps, type CarouselStep, type PerView } from './Carousel';
export { Dialog, type DialogProps, type DialogVariant } from './Dialog';
export { Heading, type HeadingProps } from './Heading';
export { FormAlert, Notice, type NoticeProps, type NoticeTone } from './Notice';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { SearchField, type SearchFieldProps } from './SearchField';
export { SectionHeading, type SectionHeadingProps, type SectionIntroSize } from './SectionHeading';
export { Steps, type Step, type StepsLayout, type StepsProps } from './Steps';
export { TextArea, TextField, type TextAreaProps, type TextFieldProps } from './TextField';
export { refusalOf, type FormFailure, type Refusal } from './form-state';
export { MIN_PENDING_MS, useSchemaForm, type SchemaFieldProps, type SchemaForm, type SchemaFormOptions } from './use-schema-form';
export * from './icons';
