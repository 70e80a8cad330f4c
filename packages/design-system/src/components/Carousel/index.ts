export { Carousel, carouselInterval } from './Carousel.js';
export type { CarouselProps, CarouselSlide } from './Carousel.js';
export { carouselClasses } from './carouselClasses.js';
export type { CarouselClassKey } from './carouselClasses.js';
