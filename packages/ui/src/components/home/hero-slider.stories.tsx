import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { compositeOver, contrastRatio } from '../../foundations/contrast';
import AutoplayPauseBox from '../carousel-controls/autoplay-pause-box';
import SlideLinks from '../carousel-controls/slide-links';
import { HeroSlider } from './hero-slider';
import { heroSlides } from './home-screen';

/**
 * The home page's hero carousel on its own. It moves every 3 s and pauses while the mouse is over it and
 * while keyboard focus is inside it, each tracked apart, so one leaving never restarts it while the other
 * stays. The stories end paused, so their snapshots never catch it mid-move.
 *
 * Accessibility: a region named 'Offers' with roledescription 'carousel'; each slide a group 'N of M';
 * Previous, Pause and Next are named buttons; the slides are a polite live region only while it stands still.
 */
const meta = {
  title: 'Patterns/HeroSlider',
  component: HeroSlider,
  // Each slide's Previous and Next links and the Pause box of its CSS autoplay (no JavaScript needed), which
  // the server's page carries until the carousel's own controls run.
  subcomponents: { SlideLinks, AutoplayPauseBox },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { slides: heroSlides(hrefs), autoPlay: false },
} satisfies Meta<typeof HeroSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The first slide is on screen at once, with no fade (it is home's largest paint, which a fade would delay);
 * a slide that replaces another fades in, unless the shopper prefers reduced motion, and its text keeps 4.5:1 in
 * every frame of the fade.
 */
export const OnlyAReplacingSlideFadesIn: Story = {
  name: 'Only a replacing slide fades in',
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement).getByRole('region', { name: 'Offers' });
    // home.css fades slides in only under [data-moved] (the stories' own CSS turns every animation off, so
    // the mark is what can be checked here).
    await expect(hero).not.toHaveAttribute('data-moved');
    await userEvent.click(await within(hero).findByRole('button', { name: 'Next slide' }));
    await expect(within(hero).getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(hero).toHaveAttribute('data-moved');
    // The fade's faintest frame still reads: each slide's text against its colour, both at the fade's first
    // opacity over the page, at 4.5:1 or more (WCAG AA), as an accessibility check run mid-fade finds it.
    const opacity = fadeStartOpacity();
    const page = getComputedStyle(document.body).backgroundColor;
    for (const slide of hero.querySelectorAll<HTMLElement>('.oja-hero__slide')) {
      const background = compositeOver(getComputedStyle(slide).backgroundColor, page, opacity);
      for (const text of slide.querySelectorAll<HTMLElement>('.oja-hero__title, .oja-hero__text')) {
        const colour = compositeOver(getComputedStyle(text).color, page, opacity);
        await expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
    // Back to the first slide for the snapshot.
    await userEvent.click(await within(hero).findByRole('button', { name: 'Previous slide' }));
    await expect(within(hero).getByRole('group', { name: '1 of 3' })).toBeVisible();
  },
};

/** The opacity home.css's slide fade (`oja-hero-in`) starts from. */
function fadeStartOpacity(): number {
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSKeyframesRule) || rule.name !== 'oja-hero-in') continue;
      const from = rule.findRule('from')?.style.opacity;
      if (from) return Number(from);
    }
  }
  throw new Error('no oja-hero-in keyframes with a starting opacity');
}

/** The slides' live region is 'off' while the hero moves and 'polite' while it stands still. */
async function isPlaying(hero: HTMLElement) {
  // Long enough for React to have rendered what the last event changed, so 'still paused' means something.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return hero.querySelector('[aria-live]')?.getAttribute('aria-live') === 'off';
}

export const HoverAndFocusPauseApart: Story = {
  name: 'Hover and focus pause apart',
  args: { autoPlay: true },
  play: async ({ canvasElement, step }) => {
    const hero = within(canvasElement).getByRole('region', { name: 'Offers' });
    const next = await within(hero).findByRole('button', { name: 'Next slide' });
    // Skipped where the browser asks for reduced motion: then it never moves and there is nothing to pause.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    await expect(await isPlaying(hero)).toBe(true);

    await step('the mouse leaving while focus is inside keeps it paused', async () => {
      next.focus();
      await expect(await isPlaying(hero)).toBe(false);
      await userEvent.hover(hero);
      await userEvent.unhover(hero);
      await expect(await isPlaying(hero)).toBe(false);
    });

    await step('focus moving between its controls keeps it paused', async () => {
      (await within(hero).findByRole('button', { name: 'Previous slide' })).focus();
      await expect(await isPlaying(hero)).toBe(false);
    });

    await step('focus leaving while the mouse is over it keeps it paused', async () => {
      await userEvent.hover(hero);
      (document.activeElement as HTMLElement | null)?.blur();
      await expect(await isPlaying(hero)).toBe(false);
      await userEvent.unhover(hero);
      await expect(await isPlaying(hero)).toBe(true);
    });

    // It ends paused by focus, so the snapshot shows the first slide.
    next.focus();
    await expect(await isPlaying(hero)).toBe(false);
    await expect(within(hero).getByRole('group', { name: '1 of 3' })).toBeVisible();
  },
};
