'use client';

import * as RadixPopover from '@radix-ui/react-popover';

/**
 * The list of a combobox (decision 029: a Radix UI popover anchored under the input). It is a
 * layer of its own: Escape closes the list and nothing under it (the dialog the field sits in
 * stays open); a click outside closes it, a click on its input does not. Focus stays in the
 * input, which points at the active option with aria-activedescendant.
 */
export function ComboboxList({
  listId,
  label,
  options,
  active,
  onClose,
  onPick,
  onHover,
}: {
  listId: string;
  /** The accessible name of the list. */
  label: string;
  options: { key: string; id: string; text: string }[];
  active: number;
  onClose: () => void;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}) {
  const isInput = (target: EventTarget | null) =>
    target instanceof Element && !!target.closest(`[aria-controls="${CSS.escape(listId)}"]`);
  return (
    <RadixPopover.Root open onOpenChange={(open) => !open && onClose()}>
      {/* The anchor spans the field's width right under the input. */}
      <RadixPopover.Anchor className="h-0 w-full" />
      <RadixPopover.Content
        asChild
        side="bottom"
        align="start"
        sideOffset={4}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (isInput(event.target)) event.preventDefault();
        }}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="z-[70] max-h-64 w-[var(--radix-popover-trigger-width)] overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.map((option, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go through the input
            <li
              key={option.key}
              id={option.id}
              role="option"
              aria-selected={index === active}
              // mousedown would blur the input and close the list before the click lands. The
              // keyboard picks through the input (arrows and Enter on aria-activedescendant).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(index)}
              onMouseEnter={() => onHover(index)}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50 text-brand-700' : 'text-slate-800'}`}
            >
              {option.text}
            </li>
          ))}
        </ul>
      </RadixPopover.Content>
    </RadixPopover.Root>
  );
}
