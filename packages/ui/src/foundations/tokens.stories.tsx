import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio } from './contrast';

/** Colours that carry text or icons on the white surface: each must reach 4.5:1 (WCAG AA, body text). */
const TEXT_COLOURS = [
  '--color-text',
  '--color-text-muted',
  '--color-placeholder',
  '--color-primary',
  '--color-sale',
  '--color-success',
  '--color-warning',
  '--color-danger',
  '--color-info',
  '--color-rating',
  '--color-focus',
];
const SURFACES = [
  '--color-primary',
  '--color-primary-subtle',
  '--color-sale-subtle',
  '--color-surface-sunken',
];
const TYPE_SCALE = [
  '--font-size-xs',
  '--font-size-sm',
  '--font-size-md',
  '--font-size-lg',
  '--font-size-xl',
  '--font-size-2xl',
];
const SPACING = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-6', '--space-8', '--space-12'];
const RADII = ['--radius-sm', '--radius-md', '--radius-lg', '--radius-xl', '--radius-full'];

const read = (token: string) => getComputedStyle(document.documentElement).getPropertyValue(token).trim();

function Swatch({ token }: { token: string }) {
  const ratio = contrastRatio(read(token), read('--color-surface'));
  return (
    <li style={{ display: 'grid', gridTemplateColumns: '48px 1fr auto', gap: 12, alignItems: 'center' }}>
      <span style={{ width: 48, height: 48, borderRadius: 8, background: `var(${token})` }} />
      <span>
        <code>{token}</code> <span style={{ color: 'var(--color-text-muted)' }}>{read(token)}</span>
      </span>
      <span data-contrast={ratio.toFixed(2)} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {ratio.toFixed(2)}:1 on white
      </span>
    </li>
  );
}

function Foundations() {
  return (
    <div style={{ display: 'grid', gap: 32, maxWidth: 720 }}>
      <section>
        <h2>Text and icon colours</h2>
        <ul style={{ display: 'grid', gap: 8, padding: 0, listStyle: 'none' }}>
          {TEXT_COLOURS.map((t) => (
            <Swatch key={t} token={t} />
          ))}
        </ul>
      </section>
      <section>
        <h2>Surfaces</h2>
        <ul style={{ display: 'flex', gap: 12, padding: 0, listStyle: 'none', flexWrap: 'wrap' }}>
          {SURFACES.map((t) => (
            <li key={t} style={{ display: 'grid', gap: 4, fontSize: 12 }}>
              <span
                style={{
                  width: 96,
                  height: 48,
                  borderRadius: 8,
                  background: `var(${t})`,
                  border: '1px solid var(--color-border)',
                }}
              />
              <code>{t}</code>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Type scale</h2>
        {TYPE_SCALE.map((t) => (
          <p key={t} style={{ fontSize: `var(${t})`, margin: '4px 0' }}>
            <code style={{ fontSize: 12 }}>{t}</code> Pay ₦12,500 a week
          </p>
        ))}
      </section>
      <section>
        <h2>Spacing (4 px grid)</h2>
        {SPACING.map((t) => (
          <div key={t} style={{ display: 'flex', gap: 12, alignItems: 'center', fontSize: 12 }}>
            <span style={{ width: `var(${t})`, height: 12, background: 'var(--color-primary)' }} />
            <code>{t}</code>
          </div>
        ))}
      </section>
      <section>
        <h2>Radii</h2>
        <div style={{ display: 'flex', gap: 12 }}>
          {RADII.map((t) => (
            <span key={t} style={{ display: 'grid', gap: 4, fontSize: 12 }}>
              <span
                style={{
                  width: 64,
                  height: 64,
                  borderRadius: `var(${t})`,
                  background: 'var(--color-primary-subtle)',
                  border: '2px solid var(--color-primary)',
                }}
              />
              <code>{t}</code>
            </span>
          ))}
        </div>
      </section>
    </div>
  );
}

/**
 * The tokens every component is built from (`packages/ui/src/styles/tokens.css`): colours with their
 * contrast on white, the type scale, spacing and radii. The test fails if a text colour drops below 4.5:1.
 */
const meta = {
  title: 'Foundations/Tokens',
  component: Foundations,
  tags: ['autodocs'],
} satisfies Meta<typeof Foundations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ratios = [...canvasElement.querySelectorAll<HTMLElement>('[data-contrast]')];
    await expect(ratios).toHaveLength(TEXT_COLOURS.length);
    for (const r of ratios) await expect(Number(r.dataset.contrast)).toBeGreaterThanOrEqual(4.5);
    // White text on the primary green (buttons) must reach 4.5:1 too.
    await expect(contrastRatio(read('--color-on-primary'), read('--color-primary'))).toBeGreaterThanOrEqual(
      4.5,
    );
  },
};
