import { View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { MaskClose } from '@nutui/icons-react-taro'
import { TEXT_FIELD_TEXT } from './text'
import './index.scss'

interface TextFieldProps {
  /** On the native input itself (NutUI passes it through), where typing and tests land. */
  id: string
  value: string
  placeholder: string
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
  onChange,
  type = 'text',
  maxlength,
  clearable,
  onConfirm,
  className,
}: TextFieldProps) {
  return (
    <Input
      id={id}
      className={`text-field${className ? ` ${className}` : ''}`}
      value={value}
      placeholder={placeholder}
      type={type}
      maxLength={maxlength}
      clearable={clearable}
      // The clear button carries `<id>-clear` and exists only while there is something to clear.
      clearIcon={
        value ? (
          <View className="text-field__clear" id={`${id}-clear`} aria-label={TEXT_FIELD_TEXT.clear}>
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
  onChange: (value: string) => void
}) {
  return <TextField {...props} type="number" maxlength={11} clearable />
}
