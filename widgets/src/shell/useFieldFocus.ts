import { useCallback, useEffect, useRef, useState } from 'react';

/** Internal: focuses a named form control after the next render, e.g. the first invalid field after a submit or the code input of a new step. */
export function useFieldFocus(): {
  /** A ref callback that registers the control under `name`. */
  register: (name: string) => (element: HTMLElement | null) => void;
  /** Asks for the control registered under `name` to get the focus once rendered. */
  focus: (name: string) => void;
} {
  const elements = useRef(new Map<string, HTMLElement>());
  const callbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const [request, setRequest] = useState<{ name: string } | null>(null);

  useEffect(() => {
    if (request) elements.current.get(request.name)?.focus();
  }, [request]);

  const register = useCallback((name: string) => {
    let callback = callbacks.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      callbacks.current.set(name, callback);
    }
    return callback;
  }, []);
  const focus = useCallback((name: string) => setRequest({ name }), []);
  return { register, focus };
}
