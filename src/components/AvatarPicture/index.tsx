import { Avatar } from '@nutui/nutui-react-taro'
import { Picture } from '../Picture'
import './index.scss'

/**
 * NutUI's round Avatar (its person icon when there is no picture) with the picture drawn by our `Picture`, which
 * carries a text alternative: NutUI's own `<img>` has none and the Avatar passes none on. `alt` empty (the default)
 * marks it decorative, for an avatar shown beside the learner's name.
 */
export function AvatarPicture({
  src,
  className = '',
  size = 'large',
  alt = '',
  onError,
}: {
  src: string
  className?: string
  size?: 'large' | 'normal' | 'small' | `${number}`
  alt?: string
  onError?: () => void
}) {
  return (
    <Avatar
      className={`avatar-picture ${className}`}
      size={size}
      background="var(--app-primary-light)"
      color="var(--app-primary-strong)"
    >
      {src ? <Picture className="nut-avatar-img" src={src} alt={alt} onError={onError} /> : null}
    </Avatar>
  )
}
