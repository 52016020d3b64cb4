import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigatesWith } from '../../fixtures/navigation';
import { aRentDetail, estateToday, realEstateHrefs } from '../../fixtures/real-estate';
import { RentDetailScreen } from './rent-detail-screen';

/**
 * A home to rent's page (/real-estate/rent/{propertyID}/{slug}), where each rent card leads: the pictures,
 * the rent a month and a year upfront, bedrooms, bathrooms, location, furnishing, the agent, and 'Request a
 * viewing' (Screens/RealEstate/ViewingRequestForm has its states). An unknown id is the app's 404 page.
 *
 * Accessibility: breadcrumb landmark; one h1; a pausable carousel with alt text; loading a status, failure
 * an alert with Retry.
 */
const meta = {
  title: 'Screens/RealEstate/RentDetail',
  component: RentDetailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    property: aRentDetail,
    onRetry: fn(),
    rotateImages: false,
    viewing: { today: estateToday, onSubmit: fn() },
    hrefs: realEstateHrefs,
  },
} satisfies Meta<typeof RentDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

export const Default: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: aRentDetail.name })).toBeVisible();
    await expect(canvas.getByRole('region', { name: `Pictures of ${aRentDetail.name}` })).toBeVisible();
    await expect(canvas.getByText('/month').closest('p')).toHaveTextContent(/^₦[\d,]+ \/month$/);
    await expect(canvas.getByText('Bedrooms').nextElementSibling).toHaveTextContent(
      String(aRentDetail.noOfBedroom),
    );
    await expect(canvas.getByText('Location').nextElementSibling).toHaveTextContent(aRentDetail.location);
    await expect(canvas.getByRole('region', { name: 'Request a viewing' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await userEvent.click(crumbs.getByRole('link', { name: 'Real Estate' }));
    await expect(navigate).toHaveBeenCalledWith(realEstateHrefs.realEstate);
  },
};

export const Loading: Story = {
  args: { status: 'loading', property: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading this home…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', property: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load this home.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DefaultMobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
