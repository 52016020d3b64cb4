import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigatesWith } from '../../fixtures/navigation';
import { abujaTwoBedrooms, carouselImages, realEstateHrefs, rentListings } from '../../fixtures/real-estate';
import { ListingStates, RealEstateNav } from './real-estate-parts';
import { RealEstateScreen } from './real-estate-screen';
import { RentListings } from './rent-listings';
import { RentSearchForm } from './rent-search-form';

/**
 * Real estate's rent page (/real-estate, subcategory rent-{product}): a carousel of homes moving every 4 s
 * (pausable, still under reduced motion; still in these stories), the rent tab ('RentOja' by the month,
 * 'Upfront rent' by the year), the rent search (location, bedrooms, bathrooms, furnishing, agent, price a
 * month) and 'Find your new home' with each home's price a month and discounted price a year.
 *
 * Accessibility: h1 'Real Estate'; the subcategories a navigation landmark; the carousel a named region
 * with Previous, Pause/Play and Next; Radix tabs; the search a search landmark with labelled selects; the
 * listings a region named by their h2; loading is a status, failure an alert with Retry.
 */
const meta = {
  title: 'Screens/RealEstate/Rent',
  component: RealEstateScreen,
  subcomponents: { ListingStates, RealEstateNav, RentListings, RentSearchForm },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    productName: 'Oja',
    carouselImages,
    rotateImages: false,
    onSearch: fn(),
    status: 'ready',
    listings: rentListings,
    onRetry: fn(),
    onRentModeChange: fn(),
    hrefs: realEstateHrefs,
  },
} satisfies Meta<typeof RealEstateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

const navigate = fn();

export const Default: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Real Estate' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'RentOja' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Upfront rent' })).toHaveAttribute('aria-selected', 'false');
    const homes = within(canvas.getByRole('region', { name: 'Find your new home' }));
    await expect(homes.getAllByRole('article')).toHaveLength(6);
    // Lekki's serviced flat: ₦650,000 a month, or twelve months less 10% paid upfront.
    const flat = within(homes.getByRole('article', { name: 'Serviced 2-Bedroom Flat off Admiralty Way' }));
    await expect(flat.getByText('Lekki Phase 1, Lagos')).toBeVisible();
    // The card leads to the home's page, where a viewing can be requested.
    await expect(
      flat.getByRole('link', { name: 'Serviced 2-Bedroom Flat off Admiralty Way' }).getAttribute('href'),
    ).toMatch(/^\/real-estate\/rent\/OJA-RNT-LAG-\d+\/[a-z0-9-]+$/);

    await expect(flat.getByText('2 bedrooms · 3 bathrooms')).toBeVisible();
    await expect(flat.getByText(/^₦650,000/)).toHaveTextContent('₦650,000 /month');
    await expect(flat.getByText(/^or ₦7,020,000/)).toHaveTextContent('or ₦7,020,000 /year paid upfront');
    await expect(flat.getByRole('img')).toHaveAttribute('alt', 'Serviced 2-Bedroom Flat off Admiralty Way');
    // The carousel stands still here, so it offers no Pause; Previous and Next still work.
    const carousel = within(canvas.getByRole('region', { name: 'Homes to rent' }));
    // The controls load lazily (carousel-parts.ts): wait for them before saying Pause is not there.
    await carousel.findByRole('button', { name: 'Next picture' });
    await expect(carousel.queryByRole('button', { name: 'Pause' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Short-let stays' }));
    await expect(navigate).toHaveBeenCalledWith(realEstateHrefs.shortlet);
    await expect(canvas.getByRole('link', { name: 'Rent a home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {};

/** 'Upfront rent' leads each card with the year paid at once, 10% less than twelve months. */
export const UpfrontRent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upfront rent' }));
    await expect(args.onRentModeChange).toHaveBeenCalledWith('upfront');
    await expect(canvas.getByRole('tab', { name: 'Upfront rent' })).toHaveAttribute('aria-selected', 'true');
    const flat = within(canvas.getByRole('article', { name: 'Serviced 2-Bedroom Flat off Admiralty Way' }));
    await expect(flat.getByText(/^₦7,020,000/)).toHaveTextContent('₦7,020,000 /year paid upfront');
    await expect(flat.getByText(/^or ₦650,000/)).toHaveTextContent('or ₦650,000 /month · save 10%');
  },
};

/**
 * Opened at ?rent=upfront (a tab followed before the app started): the tabs are links the server renders,
 * with the upfront one open; with the app a tab switches in place and the page is not left.
 */
export const TabsAsLinks: Story = {
  args: {
    defaultRentMode: 'upfront',
    rentModeHref: (mode) => (mode === 'upfront' ? '/real-estate?rent=upfront' : '/real-estate'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const upfront = canvas.getByRole('tab', { name: 'Upfront rent' });
    const monthly = canvas.getByRole('tab', { name: 'RentOja' });
    await expect(upfront.tagName).toBe('A');
    await expect(upfront).toHaveAttribute('href', '/real-estate?rent=upfront');
    await expect(monthly).toHaveAttribute('href', '/real-estate');
    await expect(upfront).not.toHaveAttribute('type');
    await expect(upfront).toHaveAttribute('aria-selected', 'true');
    const flat = within(canvas.getByRole('article', { name: 'Serviced 2-Bedroom Flat off Admiralty Way' }));
    await expect(flat.getByText(/^₦7,020,000/)).toHaveTextContent('₦7,020,000 /year paid upfront');
    await userEvent.click(monthly);
    await expect(args.onRentModeChange).toHaveBeenCalledWith('rentsmall');
    await expect(monthly).toHaveAttribute('aria-selected', 'true');
    await expect(window.location.search).not.toContain('rent=');
  },
};

/** The search sends only the filters the renter set: Abuja, 2 bedrooms. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(within(canvasElement).getByRole('search', { name: 'Rent search' }));
    await userEvent.selectOptions(search.getByLabelText('Location'), 'Abuja');
    await userEvent.selectOptions(search.getByLabelText('Bedrooms'), '2');
    await userEvent.selectOptions(search.getByLabelText('Furnishing'), 'Semi-furnished');
    await userEvent.selectOptions(search.getByLabelText('Furnishing'), 'Any furnishing');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith({ location: 'Abuja', bed: 2 });
  },
};

/** Every filter's choices, from the domain: PH reads 'Port Harcourt', prices by the month. */
export const SearchChoices: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(within(canvasElement).getByRole('search', { name: 'Rent search' }));
    const options = (label: string) =>
      Array.from((search.getByLabelText(label) as HTMLSelectElement).options, (o) => o.value);
    await expect(options('Location')).toEqual(['', 'Lagos', 'Abuja', 'PH']);
    await expect(options('Furnishing')).toEqual(['', 'furnished', 'unfurnished', 'semi']);
    await expect(options('Agent')).toEqual(['', 'verified', 'non-verified']);
    await expect(options('Price a month')).toEqual(['', '0-500000', '500000-1000000', '1000000+']);
    await expect(options('Bathrooms')).toHaveLength(11);
    await userEvent.selectOptions(search.getByLabelText('Location'), 'Port Harcourt');
    await userEvent.selectOptions(search.getByLabelText('Bathrooms'), '3');
    await userEvent.selectOptions(search.getByLabelText('Agent'), 'Verified agent');
    await userEvent.selectOptions(search.getByLabelText('Price a month'), '₦1,000,000 and above');
    await userEvent.selectOptions(search.getByLabelText('Furnishing'), 'Furnished');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      location: 'PH',
      bath: 3,
      agent: 'verified',
      price: '1000000+',
      furnishing: 'furnished',
    });
  },
};

/** The answer to 'Abuja, 2 bedrooms': the form shows the search it answers. */
export const Filtered: Story = {
  args: { filters: { location: 'Abuja', bed: 2 }, listings: abujaTwoBedrooms },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Location')).toHaveValue('Abuja');
    await expect(canvas.getByLabelText('Bedrooms')).toHaveValue('2');
    const cards = within(canvas.getByRole('region', { name: 'Find your new home' })).getAllByRole('article');
    await expect(cards).toHaveLength(abujaTwoBedrooms.length);
    for (const card of cards) {
      await expect(card).toHaveTextContent(/Abuja/);
      await expect(card).toHaveTextContent('2 bedrooms');
    }
  },
};

/** The carousel moving on its own: Pause stops it (then Play), and the keyboard reaches every control. */
export const Carousel: Story = {
  args: { rotateImages: true },
  play: async ({ canvasElement }) => {
    const carousel = within(within(canvasElement).getByRole('region', { name: 'Homes to rent' }));
    await userEvent.click(await carousel.findByRole('button', { name: 'Pause' }));
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible();
    // It may have moved before the pause: step on to the first picture, so the snapshot is always the same.
    for (let step = 0; step < 3 && !carousel.queryByRole('group', { name: '1 of 3' }); step += 1) {
      await userEvent.click(await carousel.findByRole('button', { name: 'Next picture' }));
    }
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    (await carousel.findByRole('button', { name: 'Next picture' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(carousel.getAllByRole('group')).toHaveLength(1);
    // The controls in the carousel pattern's order (CarouselControls): Pause/Play, Previous, Next.
    await userEvent.tab({ shift: true });
    await expect(carousel.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(carousel.getByRole('img')).toHaveAccessibleName(carouselImages[0]?.alt ?? '');
    await userEvent.tab({ shift: true });
    await expect(carousel.getByRole('button', { name: 'Play' })).toHaveFocus();
  },
};

/** A fake answer for the reduced-motion media query, so a story can play a shopper who prefers it. */
function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        } as MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}

/** A shopper who prefers reduced motion: the carousel never moves and offers no Pause; Next still works. */
export const CarouselReducedMotion: Story = {
  args: { rotateImages: true },
  beforeEach: preferReducedMotion,
  play: async ({ canvasElement }) => {
    const carousel = within(within(canvasElement).getByRole('region', { name: 'Homes to rent' }));
    // The controls load lazily (carousel-parts.ts): wait for them before saying Pause is not there.
    await carousel.findByRole('button', { name: 'Next picture' });
    await expect(carousel.queryByRole('button', { name: 'Pause' })).toBeNull();
    // Longer than the 4 s interval, with the pointer elsewhere: still the first picture.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await userEvent.click(await carousel.findByRole('button', { name: 'Next picture' }));
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', listings: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const homes = canvas.getByRole('region', { name: 'Find your new home' });
    await expect(homes).toHaveAttribute('aria-busy', 'true');
    await expect(within(homes).getByRole('status')).toHaveTextContent('Loading homes…');
    await expect(within(homes).queryAllByRole('article')).toHaveLength(0);
  },
};

/** No match: the text says what to try, and Clear filters searches again without any. */
export const Empty: Story = {
  args: { filters: { location: 'PH', price: '1000000+', bed: 5 }, listings: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^No homes match your search\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onSearch).toHaveBeenCalledWith({});
    await expect(canvas.getByLabelText('Location')).toHaveValue('');
  },
};

export const LoadError: Story = {
  args: { status: 'error', listings: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load homes. Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DefaultMobile = onMobile(Default);
export const UpfrontRentMobile = onMobile(UpfrontRent);
export const SearchMobile = onMobile(Search);
export const FilteredMobile = onMobile(Filtered);
export const CarouselMobile = onMobile(Carousel);
export const CarouselReducedMotionMobile = onMobile(CarouselReducedMotion);
export const LoadingMobile = onMobile(Loading);
export const EmptyMobile = onMobile(Empty);
export const LoadErrorMobile = onMobile(LoadError);
