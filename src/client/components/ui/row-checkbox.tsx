import type { ComponentProps } from 'react';

/**
 * A table row's (or its header's) selection box. The box is drawn 20 px on a phone, 16 px from
 * `md` up, but a phone's tap lands anywhere in the 44 px square around it (a label with no words:
 * the box keeps its own accessible name). Bare, it was a 13-16 px target (probe 57, F8).
 */
export function RowCheckbox({ className = '', ...input }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className="-m-3 flex h-11 w-11 cursor-pointer items-center justify-center md:m-0 md:h-auto md:w-auto">
      <input type="checkbox" className={`h-5 w-5 md:h-4 md:w-4 ${className}`} {...input} />
    </label>
  );
}
