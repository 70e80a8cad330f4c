/** Stable class names of the Carousel's slots, for styling from outside without relying on MUI internals. */
export const carouselClasses = {
  root: 'LexioCarousel-root',
  viewport: 'LexioCarousel-viewport',
  slide: 'LexioCarousel-slide',
  image: 'LexioCarousel-image',
  caption: 'LexioCarousel-caption',
  dots: 'LexioCarousel-dots',
  dot: 'LexioCarousel-dot',
  dotActive: 'LexioCarousel-dotActive',
} as const;

export type CarouselClassKey = keyof typeof carouselClasses;
