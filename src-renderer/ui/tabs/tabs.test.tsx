import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const TABS = [
  { id: 'general', label: 'Umumiy' },
  { id: 'parties', label: 'Taraflar' },
  { id: 'history', label: 'Tarix' },
] as const;
type Id = (typeof TABS)[number]['id'];

function Harness() {
  const [selected, setSelected] = useState<Id>('general');
  return (
    <Tabs label="Bo‘limlar" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>{`panel ${selected}`}</p>
    </Tabs>
  );
}

describe('Tabs (WAI-ARIA APG tabs, automatic activation)', () => {
  it('names the list, marks the selected tab and labels the panel by it', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Bo‘limlar' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Umumiy' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Taraflar' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Umumiy' }).textContent).toBe('panel general');
  });

  it('selects on click and keeps only the selected tab in the Tab order, then the panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tarix' }));
    expect(screen.getByRole('tabpanel', { name: 'Tarix' }).textContent).toBe('panel history');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it.each([
    ['{ArrowRight}', 'Taraflar'],
    ['{ArrowLeft}', 'Tarix'],
    ['{End}', 'Tarix'],
    ['{ArrowRight}{ArrowRight}{Home}', 'Umumiy'],
    ['{ArrowRight}{ArrowRight}{ArrowRight}', 'Umumiy'],
  ])('moves focus and selection with %s to %s', async (keys, name) => {
    render(<Harness />);
    screen.getByRole('tab', { name: 'Umumiy' }).focus();
    await userEvent.keyboard(keys);
    const tab = screen.getByRole('tab', { name });
    expect(document.activeElement).toBe(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name }).textContent).toContain('panel');
  });
});
