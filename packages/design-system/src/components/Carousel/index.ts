export { Carousel, carouselInterval } from './Carousel';
export type { CarouselProps, CarouselSlide } from './Carousel';
export { carouselClasses } from './carouselClasses';
export type { CarouselClassKey } from './carouselClasses';
