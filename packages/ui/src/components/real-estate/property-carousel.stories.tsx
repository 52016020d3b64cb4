import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { carouselImages } from '../../fixtures/real-estate';
import { PropertyCarousel } from './property-carousel';
import './real-estate.css';

/**
 * Pictures of homes, one at a time, on real estate's rent page; it moves every 4 s when `rotate` (standing
 * still under the pointer, with focus inside, after Pause, and always for shoppers who prefer reduced
 * motion). The rent page's stories (Carousel, CarouselReducedMotion) show it moving in place; these stand
 * still unless a story says otherwise, so snapshots stay the same.
 *
 * Accessibility: a region with roledescription 'carousel' named by `label`; each picture a group 'N of M'
 * with alt text; Pause/Play, Previous and Next are named buttons; a polite live region only while it stands
 * still.
 */
const meta = {
  title: 'Screens/RealEstate/PropertyCarousel',
  component: PropertyCarousel,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { images: carouselImages, label: 'Homes to rent', rotate: false },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof PropertyCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const carouselOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Homes to rent' }));

/** Standing still: Next and Previous step through the pictures and wrap round; no Pause. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const carousel = carouselOf(canvasElement);
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(carousel.getAllByRole('group')).toHaveLength(1);
    // The controls load lazily (carousel-parts.ts): wait for them before saying Pause is not there.
    await carousel.findByRole('button', { name: 'Next picture' });
    await expect(carousel.queryByRole('button', { name: 'Pause' })).toBeNull();
    await userEvent.click(await carousel.findByRole('button', { name: 'Previous picture' }));
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
    await userEvent.click(await carousel.findByRole('button', { name: 'Next picture' }));
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(carousel.getByRole('img')).toHaveAccessibleName(carouselImages[0]?.alt ?? '');
  },
};

export const Playground: Story = {};

/** Moving on its own: Pause stops it and becomes Play. */
export const Rotating: Story = {
  args: { rotate: true },
  play: async ({ canvasElement }) => {
    const carousel = carouselOf(canvasElement);
    await userEvent.click(await carousel.findByRole('button', { name: 'Pause' }));
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible();
    // It may have moved before the pause: step on to the first picture, so the snapshot is always the same.
    for (let step = 0; step < 3 && !carousel.queryByRole('group', { name: '1 of 3' }); step += 1) {
      await userEvent.click(await carousel.findByRole('button', { name: 'Next picture' }));
    }
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
  },
};

/** One picture: nothing to move to, so no controls. */
export const OnePicture: Story = {
  args: { images: carouselImages.slice(0, 1), rotate: true },
  play: async ({ canvasElement }) => {
    const carousel = carouselOf(canvasElement);
    await expect(carousel.getByRole('img')).toBeVisible();
    await expect(carousel.queryByRole('button')).toBeNull();
  },
};

/** No pictures: no carousel at all. */
export const NoPictures: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
