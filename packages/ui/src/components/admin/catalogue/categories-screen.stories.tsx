import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminCategories } from '../../../fixtures/admin-catalogue';
import { CategoriesScreen } from './categories-screen';

/**
 * Categories: each parent with its subcategories and product counts (links to the filtered products); a
 * form adds a subcategory at the end of a parent's, for a member with catalogue:write.
 *
 * Accessibility: h1 'Categories'; each parent a region named by its h2; the server's refusal an alert.
 */
const meta = {
  title: 'Screens/Admin/Catalogue/Categories',
  component: CategoriesScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    categories: adminCategories,
    canWrite: true,
    onAddSubcategory: fn(),
    productsHref: (slug: string) => `/admin/catalogue?category=${slug}`,
    backHref: '/admin/catalogue',
    onRetry: fn(),
  },
} satisfies Meta<typeof CategoriesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const electronics = within(canvas.getByRole('region', { name: 'Electronics' }));
    await expect(electronics.getByRole('link', { name: '2 products in Phones & Tablets' })).toHaveAttribute(
      'href',
      '/admin/catalogue?category=phones',
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Home & Living' })).getByText('No subcategory yet.'),
    ).toBeVisible();
    const form = within(canvas.getByRole('region', { name: 'Add a subcategory' }));
    await userEvent.click(form.getByRole('button', { name: 'Add subcategory' }));
    await expect(form.getByText('Enter the subcategory name: at most 60 characters')).toBeVisible();
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Under' }), 'home-living');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), ' Lighting ');
    await userEvent.click(form.getByRole('button', { name: 'Add subcategory' }));
    await expect(args.onAddSubcategory).toHaveBeenCalledWith({ parentSlug: 'home-living', name: 'Lighting' });
  },
};

export const Refused: Story = {
  args: { refusal: "A category called 'TVs' (tv) exists already." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('exists already');
  },
};

export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Add a subcategory' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the categories');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
