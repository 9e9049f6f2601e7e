import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Partial<Attributes>;

/** The commune elements in React JSX (stories, tests): attribute values as strings. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'commune-header': ElementProps<{ 'current-path': string }>;
      'commune-footer': ElementProps<Record<never, never>>;
      'commune-events': ElementProps<{ limit: string | number; variant: 'full' | 'compact'; 'heading-level': string | number }>;
      'commune-help': ElementProps<{ open: string | boolean }>;
      'commune-toaster': ElementProps<{ position: 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left' }>;
    }
  }
}
