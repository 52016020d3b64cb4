import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigatesWith } from '../../fixtures/navigation';
import { estateToday, realEstateHrefs, shortletListings } from '../../fixtures/real-estate';
import { Rating, ShortletTitle } from './real-estate-parts';
import { ShortletGrid } from './shortlet-grid';
import { ShortletScreen } from './shortlet-screen';
import { ShortletSearch } from './shortlet-search';

/**
 * Real estate's short-let subcategory (/real-estate/shortlet-{product}): the short-let search (location,
 * check-in, check-out never before check-in, guests 1 to 3, home type) and the property grid with each
 * stay's title, area, rating, review count and price a night. The dates' messages are the domain's
 * (validateStay), judged against a fixed today.
 *
 * Accessibility: h1 'Short-let stays'; the subcategories a navigation landmark; the search a search landmark
 * with labelled fields, a wrong date tied to its field; the grid a region named by its h2, each card one link.
 */
const meta = {
  title: 'Screens/RealEstate/Shortlet',
  component: ShortletScreen,
  subcomponents: { Rating, ShortletGrid, ShortletSearch, ShortletTitle },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    today: estateToday,
    onSearch: fn(),
    status: 'ready',
    listings: shortletListings,
    onRetry: fn(),
    hrefs: realEstateHrefs,
  },
} satisfies Meta<typeof ShortletScreen>;
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Short-let stays' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Short-let stays' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const grid = within(canvas.getByRole('region', { name: 'Places to stay' }));
    await expect(grid.getAllByRole('article')).toHaveLength(6);
    // A long title is the whole title on the card, cut by CSS at two lines rather than at 27 characters.
    const first = shortletListings[0];
    if (!first) throw new Error('no short-let fixture');
    const link = grid.getByRole('link', { name: first.propertyTitle });
    await expect(link).toHaveTextContent(first.propertyTitle);
    const clamp = link.querySelector('.oja-estate__clamp') as HTMLElement;
    await expect(getComputedStyle(clamp).webkitLineClamp).toBe('2');
    await expect(clamp).toHaveAttribute('title', first.propertyTitle);
    const card = within(link.closest('article') as HTMLElement);
    await expect(card.getByText('Lekki Phase 1, Lagos')).toBeVisible();
    await expect(card.getByText(/^₦55,000/)).toHaveTextContent('₦55,000 /night');
    await expect(card.getByText(/^Rated .* out of 5 from 2 reviews$/)).toBeInTheDocument();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith(`/real-estate/shortlet/${first.propertyID}/${first.slug}`);
  },
};

export const Playground: Story = {};

/** The search sends the filters set, with valid dates: Lagos, 10 to 13 December, 2 guests, an apartment. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(within(canvasElement).getByRole('search', { name: 'Short-let search' }));
    await userEvent.selectOptions(search.getByLabelText('Location'), 'Lagos');
    await userEvent.type(search.getByLabelText('Check-in'), '2026-12-10');
    await userEvent.type(search.getByLabelText('Check-out'), '2026-12-13');
    await userEvent.selectOptions(search.getByLabelText('Guests'), '2 guests');
    await userEvent.selectOptions(search.getByLabelText('Home type'), 'Apartment');
    await expect(search.getByLabelText('Guests')).toHaveValue('2');
    await expect(
      Array.from((search.getByLabelText('Guests') as HTMLSelectElement).options, (o) => o.value),
    ).toEqual(['', '1', '2', '3']);
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith({
      location: 'Lagos',
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      guest: 2,
      homeType: 'apartment',
    });
  },
};

/** Check-out before check-in: the domain's message under Check-out, and Search sends nothing. */
export const CheckOutBeforeCheckIn: Story = {
  args: { filters: { location: 'Abuja' } },
  play: async ({ canvasElement, args }) => {
    const search = within(within(canvasElement).getByRole('search', { name: 'Short-let search' }));
    await userEvent.type(search.getByLabelText('Check-in'), '2026-12-10');
    await userEvent.type(search.getByLabelText('Check-out'), '2026-12-08');
    const checkOut = search.getByLabelText('Check-out');
    await expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    await expect(checkOut).toHaveAccessibleDescription('Check-out cannot be before check-in');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(checkOut).toHaveFocus();
  },
};

/** One date without the other: Search names the missing one. */
export const MissingCheckOut: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(within(canvasElement).getByRole('search', { name: 'Short-let search' }));
    await userEvent.type(search.getByLabelText('Check-in'), '2026-12-10');
    await expect(search.queryByText('Check-out date is required')).toBeNull();
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(search.getByLabelText('Check-out')).toHaveAccessibleDescription(
      'Check-out date is required',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A check-in before today (24 November 2026 here): the domain's message under Check-in. */
export const CheckInInPast: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(within(canvasElement).getByRole('search', { name: 'Short-let search' }));
    await userEvent.type(search.getByLabelText('Check-in'), '2026-11-01');
    await userEvent.type(search.getByLabelText('Check-out'), '2026-11-03');
    await expect(search.getByLabelText('Check-in')).toHaveAccessibleDescription(
      'Check-in cannot be in the past',
    );
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(search.getByLabelText('Check-in')).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { status: 'loading', listings: [] },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('region', { name: 'Places to stay' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getByRole('status')).toHaveTextContent('Loading short-lets…');
  },
};

export const Empty: Story = {
  args: { listings: [], filters: { location: 'PH', guest: 3, homeType: 'penthouse' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^No short-lets match your search\./)).toBeVisible();
    await expect(canvas.getByLabelText('Home type')).toHaveValue('penthouse');
  },
};

export const LoadError: Story = {
  args: { status: 'error', listings: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load short-lets.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DefaultMobile = onMobile(Default);
export const SearchMobile = onMobile(Search);
export const CheckOutBeforeCheckInMobile = onMobile(CheckOutBeforeCheckIn);
export const MissingCheckOutMobile = onMobile(MissingCheckOut);
export const CheckInInPastMobile = onMobile(CheckInInPast);
export const LoadingMobile = onMobile(Loading);
export const EmptyMobile = onMobile(Empty);
export const LoadErrorMobile = onMobile(LoadError);
