import { useRef } from 'react'
import { View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { MaskClose } from '@nutui/icons-react-taro'
import { a11y, focusElement } from '@/platform/a11y'
import { TEXT_FIELD_TEXT } from './text'
import './index.scss'

interface TextFieldProps {
  /** On the native input itself (NutUI passes it through), where typing and tests land. */
  id: string
  value: string
  placeholder: string
  /**
   * The field's accessible name (on the input itself): its row's visible label where it has one, else what the
   * field is for. A placeholder is no label: it vanishes as soon as the learner types.
   */
  label?: string
  onChange: (value: string) => void
  type?: 'text' | 'number' | 'password'
  maxlength?: number
  /** NutUI's clear button, shown while the field has focus and text. */
  clearable?: boolean
  onConfirm?: () => void
  className?: string
}

/** A single-line field: NutUI's Input on an underlined row. */
export function TextField({
  id,
  value,
  placeholder,
  label,
  onChange,
  type = 'text',
  maxlength,
  clearable,
  onConfirm,
  className,
}: TextFieldProps) {
  // NutUI's handle; `nativeElement` is the <input> in H5.
  const input = useRef<{ nativeElement?: unknown }>(null)
  return (
    <Input
      ref={input}
      id={id}
      aria-label={label}
      className={`text-field${className ? ` ${className}` : ''}`}
      value={value}
      placeholder={placeholder}
      type={type}
      maxLength={maxlength}
      clearable={clearable}
      // The clear button carries `<id>-clear` and exists only while there is something to clear. A button named
      // 清除; it hands the focus back to the field, so a keyboard that pressed it is not left nowhere.
      clearIcon={
        value ? (
          <View
            className="text-field__clear"
            id={`${id}-clear`}
            {...a11y('button', { label: TEXT_FIELD_TEXT.clear })}
            onClick={() => focusElement(input.current?.nativeElement)}
          >
            <MaskClose size={16} />
          </View>
        ) : (
          <View />
        )
      }
      onChange={onChange}
      onConfirm={onConfirm}
    />
  )
}

/** A mobile number field: digits only, 11 at most, with a clear button. */
export function PhoneField(props: {
  id: string
  value: string
  placeholder: string
  label?: string
  onChange: (value: string) => void
}) {
  return <TextField {...props} type="number" maxlength={11} clearable />
}
