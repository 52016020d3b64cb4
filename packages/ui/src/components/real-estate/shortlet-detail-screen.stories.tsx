import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigatesWith } from '../../fixtures/navigation';
import {
  aLongTitledShortlet,
  anUnreviewedShortlet,
  aShortTitledShortlet,
  estateToday,
  realEstateHrefs,
} from '../../fixtures/real-estate';
import { ShortletDetailScreen } from './shortlet-detail-screen';

/**
 * A short-let's page (/real-estate/shortlet/{propertyID}/{title-slug}): breadcrumb Real Estate › Short-let ›
 * title, the whole title in the heading (only the one-line breadcrumb cuts it at 27 characters), rating and
 * review count, the pictures, the price a night, the home's details and the guests' reviews. An unknown id
 * is the app's 404 page (Screens/NotFound), not a state of this screen.
 *
 * Accessibility: the breadcrumb a navigation landmark, the current page marked; one h1; every picture has
 * alt text; the reviews a region named by its h2; loading is a status, failure an alert with Retry.
 */
const meta = {
  title: 'Screens/RealEstate/ShortletDetail',
  component: ShortletDetailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    property: aLongTitledShortlet,
    onRetry: fn(),
    hrefs: realEstateHrefs,
  },
} satisfies Meta<typeof ShortletDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

const navigate = fn();
const title = aLongTitledShortlet.propertyTitle;
const cut = `${title.slice(0, 27)}…`;

export const Default: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The heading has the room: the whole title, never cut at 27 characters.
    const heading = canvas.getByRole('heading', { level: 1, name: title });
    await expect(heading).toHaveTextContent(title);
    await expect(heading).not.toHaveTextContent('…');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByText(cut)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(crumbs.getByRole('link', { name: 'Short-let' }));
    await expect(navigate).toHaveBeenCalledWith(realEstateHrefs.shortlet);
    await expect(crumbs.getByRole('link', { name: 'Real Estate' })).toHaveAttribute(
      'href',
      realEstateHrefs.realEstate,
    );

    const { rating, reviewCount } = aLongTitledShortlet;
    await expect(
      canvas.getByText(`Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} reviews`),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/^₦\d[\d,]*/)).toHaveTextContent(/^₦\d[\d,]* \/night$/);
    const pictures = within(canvas.getByRole('list', { name: 'Pictures' })).getAllByRole('img');
    await expect(pictures).toHaveLength(3);
    await expect(pictures[1]).toHaveAccessibleName(`${title}, photo 2 of 3`);

    const reviews = within(canvas.getByRole('region', { name: `Reviews (${reviewCount})` }));
    await expect(reviews.getAllByRole('article')).toHaveLength(reviewCount);
  },
};

export const Playground: Story = {};

/** With 'Request to book': the dates give the nights and the total at this home's price a night. */
export const WithRequestToBook: Story = {
  args: { stay: { today: estateToday, onSubmit: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Request to book' }));
    await userEvent.type(form.getByLabelText('Check-in'), '2026-11-25');
    await userEvent.type(form.getByLabelText('Check-out'), '2026-12-05');
    const total = canvasElement.querySelector('[data-slot="stay-total"]') as HTMLElement;
    await expect(total).toHaveTextContent(/× 10 nights = ₦[\d,]+/);
  },
};

/** A title of 27 characters or fewer is shown whole. */
export const ShortTitle: Story = {
  args: { property: aShortTitledShortlet },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(aShortTitledShortlet.propertyTitle);
    await expect(heading).not.toHaveTextContent('…');
  },
};

/** Nobody has reviewed it yet. */
export const NoReviews: Story = {
  args: { property: anUnreviewedShortlet },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No reviews yet')[0]).toBeVisible();
    const reviews = within(canvas.getByRole('region', { name: 'Reviews (0)' }));
    await expect(reviews.getByText(/^No reviews yet\. Guests review a stay/)).toBeVisible();
    await expect(reviews.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { status: 'loading', property: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading this short-let…');
    await expect(canvas.getByRole('link', { name: 'Short-let' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', property: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load this short-let.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DefaultMobile = onMobile(Default);
export const ShortTitleMobile = onMobile(ShortTitle);
export const NoReviewsMobile = onMobile(NoReviews);
export const LoadingMobile = onMobile(Loading);
export const LoadErrorMobile = onMobile(LoadError);
