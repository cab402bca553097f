import { View, Text, Button } from '@tarojs/components'
import { PageShell } from '@/components/PageShell'
import { reLaunch } from '@/navigation'
import './index.scss'

/** The error page: for /error, any unknown path and an HTTP 404 from the server. */
export default function ErrorPage() {
  return (
    <PageShell path="/error">
      <View className="error-page">
        <Text className="error-page__code">404</Text>
        <Text className="error-page__text">页面不存在或已被删除</Text>
        <Button className="error-page__home" id="error-home" onClick={() => reLaunch('/')}>
          返回首页
        </Button>
      </View>
    </PageShell>
  )
}
