import {
  Children,
  cloneElement,
  type HTMLAttributes,
  type ReactElement,
  type Ref,
  type RefCallback,
  useMemo,
} from 'react';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T>, value: T | null) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/** One ref callback that sets both refs, and undoes both (a ref callback's cleanup, React 19). */
function composeRefs<T>(a: Ref<T>, b: Ref<T>): RefCallback<T> {
  return (node) => {
    const cleanups = [setRef(a, node), setRef(b, node)];
    return () => {
      cleanups.forEach((cleanup, i) => {
        if (typeof cleanup === 'function') cleanup();
        else setRef(i === 0 ? a : b, null);
      });
    };
  };
}

/**
 * The slot's props on its child, merged as Radix's Slot merges them: the child's own props win, except that
 * both event handlers run (the child's first), styles merge and class names join (the slot's first).
 */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function')
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      else if (slotValue) merged[name] = slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}

type SlotProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

/**
 * Renders its one child element with the slot's props (what `asChild` does in Button and IconButton): a link
 * with a button's look. A few lines instead of @radix-ui/react-slot, whose Slottable and lazy-child support
 * none of these needs, because Button is in the home page's first load.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = Children.only(children) as ReactElement<AnyProps & { ref?: Ref<HTMLElement> }>;
  const childRef = child.props.ref;
  const composedRef = useMemo(
    () => (ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef)),
    [ref, childRef],
  );
  return cloneElement(child, { ...mergeProps(slotProps, child.props), ref: composedRef });
}
