import Tooltip from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import {
  cloneElement,
  type ReactElement,
  type Ref,
  type RefObject,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** The events by which MUI's Tooltip follows its element. */
const TRIGGER_EVENTS = [
  'onMouseOver',
  'onMouseLeave',
  'onFocus',
  'onBlur',
  'onTouchStart',
  'onTouchEnd',
] as const;
type TriggerEvent = (typeof TRIGGER_EVENTS)[number];
/** What would open the Tooltip, and so mounts it. */
const WAKING_EVENTS: readonly TriggerEvent[] = ['onMouseOver', 'onFocus', 'onTouchStart'];
type Handler = (event: SyntheticEvent<HTMLElement>) => void;
type Handlers = Partial<Record<TriggerEvent, Handler>>;
type Attributes = Record<string, unknown>;

interface LazyTooltipProps {
  title: string;
  /** The title describes the element instead of naming it (MUI's `describeChild`). */
  describeChild?: boolean;
  /** One element that spreads its props on its DOM element and takes a ref, as MUI's Tooltip needs. */
  children: ReactElement<Handlers & { ref?: Ref<HTMLElement> }>;
}

interface Waking {
  element: HTMLElement;
  event: TriggerEvent;
  /** Given again once the Tooltip listens (React has emptied its `currentTarget` by then). */
  replay: SyntheticEvent<HTMLElement>;
}

/**
 * MUI's Tooltip, mounted the first time its element is hovered, focused or touched: a list with a tooltip or two in
 * each of its rows then renders its rows in a fraction of the time (docs/performance-log.md). Until then the element
 * carries the name (or description) that the Tooltip gives it. The element itself is never replaced: the Tooltip
 * is mounted beside it on a stand-in child, which hands the element to the Tooltip and the Tooltip's handlers and
 * attributes to the element, and the event that woke it is given to it again, so that it opens as it always does.
 */
export function LazyTooltip({ title, describeChild = false, children }: LazyTooltipProps) {
  const [waking, setWaking] = useState<Waking | null>(null);
  const [tooltipAttributes, setTooltipAttributes] = useState<Attributes>({});
  const handlers = useRef<Handlers>({});
  const pointerLeft = useRef(false);
  const elementRef = useRef<HTMLElement>(null);
  const ref = useForkRef(children.props.ref, elementRef);

  useLayoutEffect(() => {
    if (!waking || (waking.event === 'onMouseOver' && pointerLeft.current)) return;
    handlers.current[waking.event]?.(waking.replay);
  }, [waking]);

  const on =
    (name: TriggerEvent): Handler =>
    (event) => {
      children.props[name]?.(event);
      if (name === 'onMouseLeave') pointerLeft.current = true;
      if (waking) handlers.current[name]?.(event);
      else if (WAKING_EVENTS.includes(name) && elementRef.current) {
        pointerLeft.current = false;
        const element = elementRef.current;
        setWaking({
          element,
          event: name,
          replay: Object.create(event, { currentTarget: { value: element } }),
        });
      }
    };
  const trigger = cloneElement(children, {
    ...(describeChild ? { title } : { 'aria-label': title }),
    ...tooltipAttributes,
    ...children.props,
    ...(Object.fromEntries(TRIGGER_EVENTS.map((name) => [name, on(name)])) as Handlers),
    ref,
  });

  return (
    <>
      {trigger}
      {waking ? (
        <Tooltip title={title} describeChild={describeChild}>
          <TooltipTarget element={waking.element} handlers={handlers} onAttributes={setTooltipAttributes} />
        </Tooltip>
      ) : null}
    </>
  );
}

interface TooltipTargetProps {
  element: HTMLElement;
  handlers: RefObject<Handlers>;
  onAttributes: (attributes: Attributes) => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The Tooltip's child in name only: it gives the Tooltip the element, through the Tooltip's ref, and gives the
 * element the Tooltip's handlers and attributes (its name or description, which change as it opens and closes).
 */
function TooltipTarget({ element, handlers, onAttributes, ref, ...fromTooltip }: TooltipTargetProps) {
  const attributes = Object.fromEntries(
    Object.entries(fromTooltip).filter(
      ([name, value]) => typeof value !== 'function' && name !== 'className',
    ),
  );
  const attributesText = JSON.stringify(attributes);

  useLayoutEffect(() => {
    handlers.current = fromTooltip as Handlers;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: new objects with the same attributes change nothing
  useLayoutEffect(() => onAttributes(attributes), [attributesText, onAttributes]);
  useLayoutEffect(() => {
    if (typeof ref === 'function') ref(element);
    else if (ref) (ref as RefObject<HTMLElement | null>).current = element;
  }, [ref, element]);
  return null;
}
