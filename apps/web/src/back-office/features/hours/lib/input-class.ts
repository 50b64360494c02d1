import { inputClass } from '../../../shared/field.tsx';

/** The editor's input look at a set width: the shared class fills its column, which a time of day need not. */
export const narrowInputClass = (width: string) => `${inputClass.replace('block', 'inline-block').replace('w-full', '').replace('mt-1', '')} ${width}`;
