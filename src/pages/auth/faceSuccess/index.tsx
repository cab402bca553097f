import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { StatusScreen } from '@/components/StatusScreen'
import { loginUrl, reLaunch, redirectTo } from '@/navigation'
import { useStores } from '@/stores'
import { FACE_TEXT, FaceResult } from '@/stores/face-result'

/** 实名认证: the result of the face verification, with the verified name and ID number (masked by the server). */
export const FaceResultView = observer(function FaceResultView({ result }: { result: FaceResult }) {
  const { session, auth } = useStores()
  useEffect(() => {
    void result.check()
  }, [result])

  switch (result.state) {
    case 'checking':
      return (
        <StatusScreen
          message={FACE_TEXT.checking}
          messageId="face-state"
          action="返回首页"
          actionId="face-home"
          onAction={() => reLaunch('/')}
        />
      )
    case 'verified':
      return (
        <StatusScreen
          mark="✓"
          message="已完成实名认证"
          messageId="face-state"
          action="返回首页"
          actionId="face-home"
          onAction={() => reLaunch('/')}
        >
          <View className="status-screen__detail">
            <View id="face-name">姓名：{session.user?.profile_real_name ?? ''}</View>
            <View id="face-id-number">身份证号：{session.user?.profile_id_number ?? ''}</View>
          </View>
        </StatusScreen>
      )
    case 'logged-out':
      return (
        <StatusScreen
          message={FACE_TEXT.loggedOut}
          messageId="face-state"
          action="去登录"
          actionId="face-login"
          onAction={() => redirectTo(loginUrl('/auth/faceSuccess'))}
        />
      )
    default:
      return (
        <StatusScreen
          message={result.state === 'failed' ? FACE_TEXT.failed : FACE_TEXT.unverified}
          messageId="face-state"
          action="立即认证"
          actionId="face-retry"
          onAction={() => void auth.startFaceVerification()}
        />
      )
  }
})

export default function FaceSuccessPage() {
  const root = useStores()
  const [result] = useState(() => new FaceResult(root))
  return (
    <PageShell path="/auth/faceSuccess">
      <FaceResultView result={result} />
    </PageShell>
  )
}
