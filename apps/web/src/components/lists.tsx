import { placeKey } from '@equilibrio/contract/places';
import {
  Button,
  type ComboboxItem,
  type ComboboxParsedItem,
  type ComboboxProps,
  Group,
  getOptionsLockup,
  getParsedComboboxData,
  MultiSelect as MantineMultiSelect,
  Select as MantineSelect,
  type MultiSelectProps,
  type OptionsFilter,
  type SelectProps,
  SimpleGrid,
  type SimpleGridProps,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useState,
} from 'react';

/**
 * Whether `search` starts `label` or one of its words, compared as names are (`placeKey`: no case,
 * no accents, punctuation as spaces — 'forli' answers Forlì, 'emi' Reggio nell'Emilia), as the
 * gazetteer's own search does.
 */
const startsAWord = (label: string, search: string) => {
  const wanted = placeKey(search);
  if (wanted === '') return true;
  const text = placeKey(label);
  return text.startsWith(wanted) || text.includes(` ${wanted}`);
};

/**
 * A searchable list's options: those a word of which the search starts ('Mil': Milano, not
 * Reggio nell'Emilia, which Mantine's "contains" put second, where an ArrowDown too many chose
 * it for a price).
 */
const byWordStart: OptionsFilter = ({ options, search }) =>
  options.flatMap((option: ComboboxParsedItem): ComboboxParsedItem[] => {
    if ('group' in option) {
      const items = option.items.filter((item: ComboboxItem) => startsAWord(item.label, search));
      return items.length > 0 ? [{ group: option.group, items }] : [];
    }
    return startsAWord(option.label, search) ? [option] : [];
  });

/**
 * The option a text typed in a searchable list picks out on its own, as Enter would: the one
 * whose name (or code: 'MI') it is, else the only one it starts a word of ('Milan'); null when
 * it names none, several ('Reggio'), or the choice already shown — what the keyboard only passed
 * through, what was erased, what code set. 'Milano' and Tab emptied the province, as if nothing
 * had been written.
 */
function typedChoice(data: SelectProps['data'], text: string, current: string | null | undefined) {
  const wanted = placeKey(text);
  if (wanted === '') return null;
  const options = Object.values(getOptionsLockup(getParsedComboboxData(data)))
    .filter((o) => !o.disabled)
    .map((o) => ({ ...o, value: String(o.value) }));
  if (options.some((o) => o.value === current && placeKey(o.label) === wanted)) return null;
  const named = options.filter((o) => placeKey(o.label) === wanted || placeKey(o.value) === wanted);
  if (named.length === 1) return named[0]!;
  const started = options.filter((o) => startsAWord(o.label, text));
  return started.length === 1 ? started[0]! : null;
}

type ListProps = {
  filter?: OptionsFilter;
  comboboxProps?: ComboboxProps;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  searchable?: boolean;
  selectFirstOptionOnChange?: boolean;
};

/**
 * The app's Select and MultiSelect: Mantine's, with their list of options drawn the first time
 * the field takes the focus (a tap, a click or Tab all focus it first), and kept from then on.
 * Mantine keeps every closed list in the page, hidden, each with a scroll area and a floating-ui
 * instance that measure and place it right after the page is adopted: on the request form (four
 * lists) a synchronous task of ≈ 0.27 s on a phone-class CPU before a tap could be answered.
 * The list must be there before a key is pressed (ArrowDown opens it and picks an option in the
 * same keystroke), which is why it is drawn on focus rather than on opening.
 * A searchable list highlights its first match as one types, so Enter picks it ('Tor' + Enter:
 * Torino) instead of going past the list and sending the form around it half-filled.
 */
function listOnFirstFocus<P extends ListProps>(List: ComponentType<P>) {
  return function ListOnFirstFocus({ comboboxProps, onFocus, onKeyDown, ...props }: P) {
    const [focused, setFocused] = useState(false);
    return (
      <List
        selectFirstOptionOnChange={props.searchable ?? false}
        filter={byWordStart}
        {...(props as P)}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          setFocused(true);
          onFocus?.(event);
        }}
        comboboxProps={{ keepMounted: focused, ...comboboxProps }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          onKeyDown?.(event);
          // Enter in a search box no option answered (the suggestions still on their way) is
          // not the form's: it stays where it is, never sent half filled.
          if (event.key === 'Enter' && props.searchable && !event.defaultPrevented) {
            event.preventDefault();
          }
        }}
      />
    );
  };
}

const ListSelect = listOnFirstFocus<SelectProps>(MantineSelect);

/**
 * The app's single choice: leaving a searchable one takes the option its typed text picks out on
 * its own (`typedChoice`), as Enter does — a form's field and a list's filter alike.
 */
export function Select({ onBlur, ...props }: SelectProps) {
  return (
    <ListSelect
      {...props}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        // The text as typed: the list puts its chosen name back only after this.
        const picked = props.searchable
          ? typedChoice(props.data, event.currentTarget.value, props.value)
          : null;
        if (picked) props.onChange?.(picked.value, picked);
        onBlur?.(event);
      }}
    />
  );
}

const ListMultiSelect = listOnFirstFocus<MultiSelectProps>(MantineMultiSelect);

/**
 * The app's choice of several: what is chosen is said with the field ('Scelti: Giovanna'), as a
 * Select's value is. Its pills are drawn beside the typing box, which itself stays empty: a
 * screen reader coming back to the field heard nothing of the choices made.
 */
export function MultiSelect(props: MultiSelectProps) {
  const options = getOptionsLockup(getParsedComboboxData(props.data));
  const chosen = (props.value ?? []).map((value) => options[value]?.label ?? value);
  return (
    <ListMultiSelect
      {...props}
      aria-description={chosen.length > 0 ? `Scelti: ${chosen.join(', ')}` : undefined}
    />
  );
}

/**
 * A list's filter: one of `data`, or none — cleared, and shown by its `placeholder` ('Tutti'
 * unless told, 'Tutte' for feminine nouns); `onChange` gets the code or null.
 * The keyboard clears it as a text box is cleared: Backspace or Delete (in a searchable one, once
 * the name would be all gone). Mantine's × is for the pointer only, out of the Tab order. Enter
 * on the option already chosen (the list opens on it) keeps it: a filter is never dropped unseen.
 */
export function FilterSelect<T extends string>({
  value,
  onChange,
  onKeyDown,
  placeholder = 'Tutti',
  ...props
}: Omit<SelectProps, 'value' | 'onChange'> & {
  value: T | null | undefined;
  onChange: (value: T | null) => void;
}) {
  return (
    <Select
      placeholder={placeholder}
      clearable
      allowDeselect={false}
      {...props}
      value={value ?? null}
      onChange={(next) => onChange(next as T | null)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'Backspace' && event.key !== 'Delete') return;
        if (value == null || event.defaultPrevented) return;
        const box = event.currentTarget;
        const allGone =
          box.value.length <= 1 ||
          (box.selectionStart === 0 && box.selectionEnd === box.value.length);
        if (!props.searchable) event.preventDefault();
        if (!props.searchable || allGone) onChange(null);
      }}
    />
  );
}

/** The box around a list's filters: a search landmark, where 'Azzera filtri' sends the keyboard. */
export const filtersBar = { role: 'search', 'aria-label': 'Filtri' } as const;

/**
 * 'Azzera filtri': the list as it opens, disabled while nothing is filtered. Pressed, it sends the
 * keyboard to the first field of its `filtersBar` (the search box), ready for the next search,
 * instead of leaving it on a button just disabled under it.
 */
export function ResetFiltersButton({
  filtered,
  onReset,
}: {
  filtered: boolean;
  onReset: () => void;
}) {
  return (
    <Button
      variant="subtle"
      color="ink"
      leftSection={<IconX size={16} aria-hidden />}
      disabled={!filtered}
      onClick={(event) => {
        const bar = event.currentTarget.closest('[role="search"]');
        onReset();
        bar?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
      }}
    >
      Azzera filtri
    </Button>
  );
}

/** A directory page's filters: a grid of `cols` in its `filtersBar`, 'Azzera filtri' at its end. */
export function FiltersGrid({
  cols,
  filtered,
  onReset,
  className,
  children,
}: {
  cols: SimpleGridProps['cols'];
  filtered: boolean;
  onReset: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm" mb="md" className={className} {...filtersBar}>
      {children}
      <Group align="flex-end">
        <ResetFiltersButton filtered={filtered} onReset={onReset} />
      </Group>
    </SimpleGrid>
  );
}
