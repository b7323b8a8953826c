// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { GenerationFlow } from '@app/shared/generate';
import { checkout } from '../utils/checkout-flow.test-data';
import { FlowGraph } from './flow-graph';

afterEach(cleanup);

function Harness({ flow }: { flow: GenerationFlow }) {
  const [file, setFile] = useState<string | null>(null);
  return (
    <>
      <FlowGraph flow={flow} selectedFile={file} onSelectFile={setFile} />
      <output aria-label="Selected file">{file}</output>
    </>
  );
}

describe('FlowGraph', () => {
  it('shows each screen as a card, each link with a destination as an arrow, and the links in words', () => {
    const flow = checkout;
    const { container } = render(<Harness flow={flow} />);
    // Plain selectors inside the named lists: role queries over the whole graph are slow in jsdom.
    const cards = [...screen.getByLabelText('Screens of the flow').querySelectorAll('button')];
    expect(cards.map((c) => c.querySelector('.flow-graph__name')!.textContent)).toEqual([
      'Sign in',
      'Orders',
      'Order details',
      'Delete order?',
    ]);
    expect(cards[0]!.textContent).toContain('Start');
    expect(cards[3]!.textContent).toContain('Dialog');
    const arrows = [...container.querySelectorAll('path.flow-graph__arrow')].map((p) => [
      p.getAttribute('data-from'),
      p.getAttribute('data-to'),
    ]);
    expect(arrows).toEqual([
      ['1:13', '1:18'],
      ['1:18', '1:25'],
      ['1:25', '1:32'],
      ['1:32', '1:18'],
    ]);
    const links = [...screen.getByLabelText('Links of the flow').querySelectorAll('li')];
    expect(links.map((l) => l.textContent)).toEqual([
      'Sign in: “Sign in” navigates to Orders',
      'Orders: “Order 1024” navigates to Order details',
      'Order details: “Back” goes back',
      'Order details: “Delete order” opens Delete order?',
      'Delete order?: “Cancel” closes this overlay',
      'Delete order?: “Delete” navigates to Orders',
    ]);
    const outside = screen.getByLabelText('Links that lead outside this flow');
    expect(outside.textContent).toContain('Sign in: “Forgot password?” leads to Reset password');
  });

  it('shows a screen’s code when its card is chosen', () => {
    const flow = checkout;
    render(<Harness flow={flow} />);
    const orders = screen.getByText('Orders', { selector: '.flow-graph__name' }).closest('button')!;
    expect(orders.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(orders);
    expect(screen.getByLabelText('Selected file').textContent).toBe(flow.screens[1]!.file);
    expect(orders.getAttribute('aria-pressed')).toBe('true');
  });
});
