import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import type { QrFormValues } from './form-model';

/**
 * Which block of a list is open (by id: a save gives the list new keys), and which one was just
 * added (its first field takes the focus). A failed save opens the first block holding a message.
 */
export function useOpenBlock(arrayName: 'blocks' | 'locationBlocks', ids: readonly string[]) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const { errors, submitCount } = useFormState<QrFormValues>({ name: arrayName });
  const wrong = errors[arrayName] as unknown[] | undefined;
  const firstWrong = Array.isArray(wrong) ? wrong.findIndex(Boolean) : -1;
  const firstWrongId = firstWrong >= 0 ? ids[firstWrong] : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a save was tried
  useEffect(() => {
    if (submitCount && firstWrongId) setOpenId(firstWrongId);
  }, [submitCount]);
  return {
    openId,
    focusId,
    toggle: (id: string) => {
      setFocusId(null);
      setOpenId(openId === id ? null : id);
    },
    openNew: (id: string) => {
      setOpenId(id);
      setFocusId(id);
    },
  };
}
