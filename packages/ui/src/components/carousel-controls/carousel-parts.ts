/**
 * A carousel's controls, which the hero and a home's pictures load lazily, in one chunk: the server renders
 * them into the page, and the browser keeps that HTML until they arrive, so they add nothing to a page's first
 * load (apps/web's budget). Until the carousel's own controls run, each slide's links (SlideLinks) stand in.
 */

export { default as AutoplayPauseBox } from './autoplay-pause-box';
export { CarouselControls } from './carousel-controls';
export { default as SlideLinks } from './slide-links';
