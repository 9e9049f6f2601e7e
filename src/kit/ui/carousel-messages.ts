import { defineCatalog } from '../../shared/i18n/catalog';

/** Strings of the kit's Carousel, whatever the element that uses it. */
export const carouselMessages = defineCatalog(
  {
    // Read by screen readers in place of "region" and "group": French ones in French.
    roledescription: 'carrousel',
    'slide.roledescription': 'diapositive',
    'slide.label': '{index} sur {count}',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    pause: 'Mettre en pause',
    play: 'Lecture',
  },
  {
    roledescription: 'carousel',
    'slide.roledescription': 'slide',
    'slide.label': '{index} of {count}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause',
    play: 'Play',
  },
);
