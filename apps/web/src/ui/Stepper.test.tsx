import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper.js';

const steps = [
  { key: 'a', label: 'Terms' },
  { key: 'b', label: 'E-mail' },
  { key: 'c', label: 'Done' },
];

describe('Stepper', () => {
  it('marks the steps before the current one done and the current one aria-current="step"', () => {
    render(<Stepper steps={steps} current={1} ariaLabel="Sign-up steps" />);
    const nav = screen.getByRole('navigation', { name: 'Sign-up steps' });
    const items = [...nav.querySelectorAll('li')];
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming']);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.getAttribute('aria-current')).toBeNull();
  });
});
