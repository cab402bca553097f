// 实名认证结果 (face verification result, `/auth/faceSuccess`): asks the server whether the face check passed; store FaceResultScreen.
import { useEffect } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { StatusScreen } from '@/components/StatusScreen'
import { relaunch, requireLogin } from '@/navigation'
import { startFaceVerificationAndLeave } from '@/outcomes/login'
import { useStores } from '@/stores'
import { FaceResultScreen } from '@/stores/face-result'
import { useScreenStore } from '@/stores/use-screen-store'
import { toast } from '@/platform/toast'
import { FACE_TEXT } from './text'

/** 实名认证: the result of the face verification, with the verified name and ID number (masked by the server). */
const FaceResultView = observer(function FaceResultView({ result }: { result: FaceResultScreen }) {
  const root = useStores()
  const { session } = root
  useEffect(() => {
    void result.check().then((confirmedNow) => confirmedNow && toast(FACE_TEXT.verified))
  }, [result])

  switch (result.state) {
    case 'checking':
      return (
        <StatusScreen
          message={FACE_TEXT.checking}
          messageId="face-state"
          action={FACE_TEXT.home}
          actionId="face-home"
          onAction={() => relaunch('/')}
        />
      )
    case 'verified':
      return (
        <StatusScreen
          mark="✓"
          message={FACE_TEXT.done}
          messageId="face-state"
          action={FACE_TEXT.home}
          actionId="face-home"
          onAction={() => relaunch('/')}
        >
          <View className="status-screen__detail">
            <View id="face-name">
              {FACE_TEXT.name}
              {session.user?.profile_real_name ?? ''}
            </View>
            <View id="face-id-number">
              {FACE_TEXT.idNumber}
              {session.user?.profile_id_number ?? ''}
            </View>
          </View>
        </StatusScreen>
      )
    case 'logged-out':
      return (
        <StatusScreen
          message={FACE_TEXT.loggedOut}
          messageId="face-state"
          action={FACE_TEXT.login}
          actionId="face-login"
          onAction={() => requireLogin('/auth/faceSuccess', 'redirect')}
        />
      )
    default:
      return (
        <StatusScreen
          message={result.state === 'failed' ? FACE_TEXT.failed : FACE_TEXT.unverified}
          messageId="face-state"
          action={FACE_TEXT.retry}
          actionId="face-retry"
          onAction={() => void startFaceVerificationAndLeave(root)}
        />
      )
  }
})

export default function FaceSuccessPage() {
  const root = useStores()
  const result = useScreenStore(() => new FaceResultScreen(root))
  return (
    <PageShell path="/auth/faceSuccess">
      <FaceResultView result={result} />
    </PageShell>
  )
}
