import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating } from './star-rating';

/**
 * The review form's 1 to 5 star rating: a RadioGroup of bare stars named '1 star' … '5 stars'. The stars up
 * to the chosen one are filled. Value in, the chosen number out (onChange); leaving the group is reported
 * (onLeave) so the form can show 'Rating is required' then.
 *
 * Accessibility: a fieldset named by its legend around a radiogroup; Tab enters it once, the arrow keys move
 * and choose; an error sets aria-invalid on the group and is its description.
 */
const meta = {
  title: 'Screens/Dashboard/ReviewForm/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { legend: 'Rating', value: undefined, onChange: fn(), onLeave: fn() },
  // The form holds the value; here a story's state does, so a click fills the stars as it does there.
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return (
      <StarRating
        {...args}
        value={value}
        onChange={(n) => {
          setValue(n);
          args.onChange(n);
        }}
      />
    );
  },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="star-rating-star"]')).filter((star) =>
    star.classList.contains('is-on'),
  ).length;

/** None chosen; a click on the fourth star chooses 4 and fills four stars. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(filled(canvasElement)).toBe(0);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(filled(canvasElement)).toBe(4);
  },
};

export const Playground: Story = { args: { value: 3 } };

/** Three stars chosen: Tab enters the group on the chosen star; Tab out of it reports the leave. */
export const Chosen: Story = {
  args: { value: 3 },
  // The next field of a form, for Tab to leave the group to (alone, Tab would wrap back into it).
  decorators: [
    (Story) => (
      <>
        {Story()}
        <button type="button">Next field</button>
      </>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(filled(canvasElement)).toBe(3);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next field' })).toHaveFocus();
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

/** The form's message: the group is invalid and the message is its description. */
export const WithError: Story = {
  args: { error: 'Rating is required' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Rating' });
    await expect(group).toHaveAccessibleDescription('Rating is required');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the review is saving: the stars cannot be changed. */
export const Disabled: Story = {
  args: { value: 4, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const star of canvas.getAllByRole('radio')) await expect(star).toBeDisabled();
    await expect(filled(canvasElement)).toBe(4);
  },
};
