import { View, Input } from '@tarojs/components'
import { MaskClose } from '@nutui/icons-react-taro'
import './index.scss'

interface TextFieldProps {
  id: string
  value: string
  placeholder: string
  onChange: (value: string) => void
  type?: 'text' | 'number' | 'password'
  maxlength?: number
  /** Shows a clear button while there is text. */
  clearable?: boolean
  onConfirm?: () => void
}

/** A single-line field with an optional clear button. */
export function TextField({
  id,
  value,
  placeholder,
  onChange,
  type = 'text',
  maxlength,
  clearable,
  onConfirm,
}: TextFieldProps) {
  return (
    <View className="text-field">
      <Input
        id={id}
        className="text-field__input"
        value={value}
        placeholder={placeholder}
        placeholderClass="text-field__placeholder"
        type={type === 'password' ? 'text' : type}
        password={type === 'password'}
        maxlength={maxlength}
        onInput={(event) => onChange(event.detail.value)}
        onConfirm={onConfirm}
      />
      {clearable && value ? (
        <View className="text-field__clear" id={`${id}-clear`} aria-label="清除" onClick={() => onChange('')}>
          <MaskClose size={16} color="#cccccc" />
        </View>
      ) : null}
    </View>
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
