import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '../test/user.ts';
import IconButton from '@mui/material/IconButton';
import { HintTooltip } from './HintTooltip.tsx';

function renderHint(onClick = vi.fn()) {
  render(
    <>
      <button type="button">Önceki</button>
      <HintTooltip title="Düzenle" describeChild>
        <IconButton aria-label="Düzenle" onClick={onClick}>
          D
        </IconButton>
      </HintTooltip>
    </>,
  );
  return { onClick, user: userEvent.setup() };
}

const button = () => screen.getByRole('button', { name: 'Düzenle' });

describe('HintTooltip', () => {
  it('draws no tooltip until a mouse rests on the button, then shows the hint until it leaves', async () => {
    const { user } = renderHint();
    await user.hover(button());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Düzenle');
    expect(button()).toHaveAccessibleDescription('Düzenle');
    // as a browser does at the next move: the pointer is over the button drawn anew, then leaves it
    await user.hover(button());
    await user.unhover(button());
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('lets a click through at once: the press reaches the button, which is not drawn anew under it', async () => {
    const { onClick, user } = renderHint();
    const pressed = button();
    await user.click(pressed);
    await user.click(pressed);
    expect(onClick).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button()).toBe(pressed);
  });

  it('shows the hint to a keyboard that stays on the button, which keeps the focus', async () => {
    const { onClick, user } = renderHint();
    await user.tab();
    await user.tab();
    expect(button()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Düzenle');
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    // the focus is given back once, as the hint mounts: later it stays where the user puts it
    act(() => button().blur());
    await user.hover(button());
    await user.unhover(button());
    expect(button()).not.toHaveFocus();
  });

  it('leaves a button the keyboard passed over as it was', async () => {
    const { user } = renderHint();
    await user.tab();
    await user.tab();
    const passed = button();
    await user.tab({ shift: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button()).toBe(passed);
    expect(screen.getByRole('button', { name: 'Önceki' })).toHaveFocus();
  });
});
