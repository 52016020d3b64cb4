import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/**
 * Tabs on Radix. Accessibility: a tablist named by `aria-label`; arrow keys move between tabs; the selected
 * tab's panel is named by its tab.
 */
const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'active' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Orders">
        <TabsTrigger value="active">Active</TabsTrigger>
        <TabsTrigger value="completed">Completed</TabsTrigger>
        <TabsTrigger value="cancelled" disabled>
          Cancelled
        </TabsTrigger>
      </TabsList>
      <TabsContent value="active">Your active orders.</TabsContent>
      <TabsContent value="completed">Your completed orders.</TabsContent>
      <TabsContent value="cancelled">Your cancelled orders.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Completed' })).toHaveTextContent(
      'Your completed orders.',
    );
  },
};

export const Playground: Story = { args: { defaultValue: 'completed' } };

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Active' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * More tabs than a 360 px phone shows, each with a count said only to screen readers (as My purchases has
 * them): the list scrolls sideways and the page stays as wide as the screen.
 */
export const ScrollingOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Orders by status">
        {['Pending', 'Ongoing', 'Completed', 'Cancelled', 'Returned'].map((name, i) => (
          <TabsTrigger key={name} value={name === 'Pending' ? 'active' : name}>
            {name}
            <span className="oja-sr-only"> ({i + 2})</span>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="active">Your pending orders.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Returned (6)' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
