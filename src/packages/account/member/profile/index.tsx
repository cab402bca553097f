import { useEffect, useState, type ReactNode } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button, Cell, CellGroup, Progress } from '@nutui/nutui-react-taro'
import { AvatarPicture } from '@/components/AvatarPicture'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { Modal, ModalActions } from '@/components/Modal'
import { ConfirmModal } from '@/components/Modal/ConfirmModal'
import { ResourceView } from '@/components/ResourceView'
import { TextField } from '@/components/TextField'
import { navigate, useRouteParams } from '@/navigation'
import { startFaceVerificationAndLeave } from '@/outcomes/login'
import {
  afterAvatar,
  afterNicknameOpen,
  afterNicknameSave,
  afterProfileConfirm,
  afterSocialReturn,
  openPasswordPage,
} from '@/outcomes/profile'
import { platform } from '@/platform'
import { a11y } from '@/platform/a11y'
import type { Member, SocialApp } from '@/services/api/types'
import { useStores, type RootStore } from '@/stores'
import {
  maskMobile,
  NICKNAME_MAX,
  ProfileScreen,
  SOCIAL_RETURN_PARAMS,
  type ProfileQuery,
} from '@/stores/profile'
import { useScreenStore } from '@/stores/use-screen-store'
import { PROFILE_TEXT as TEXT } from './text'
import './index.scss'

/** 个人资料: the avatar, the account rows, deletion and logout. */
const ProfileView = observer(function ProfileView({
  screen,
  query,
}: {
  screen: ProfileScreen
  query: ProfileQuery
}) {
  const root = useStores()

  // Back from a social bind: bind the code (or tell the failure), then drop it from the address.
  useEffect(() => {
    if (!SOCIAL_RETURN_PARAMS.some((key) => query[key])) return
    void screen.handleSocialReturn(query).then((result) => {
      platform.removeQueryParams(SOCIAL_RETURN_PARAMS)
      afterSocialReturn(result)
    })
  }, [screen, query])
  useEffect(() => void screen.open(), [screen])
  useDidShow(() => void screen.shown())

  // The learner as the boot loaded them shows at once; this page's own load only decides loading and 加载失败.
  const account = { data: screen.user, state: screen.member.state, reload: () => screen.refresh() }
  return (
    <ResourceView resource={account} rows={6} retryId="profile-retry">
      {(user) => (
        <View className="profile">
          <AvatarCard screen={screen} user={user} />
          <Text className="profile__section">{TEXT.section}</Text>
          <AccountRows screen={screen} user={user} root={root} />
          <Button
            id="profile-logout"
            className="profile__logout"
            block
            onClick={() => screen.ask({ kind: 'logout' })}
          >
            {TEXT.logout}
          </Button>
          <NicknameDialog screen={screen} />
          <ProfileConfirm screen={screen} />
        </View>
      )}
    </ResourceView>
  )
})

/** The avatar: tap to choose a new one; while it is prepared and sent, what is happening shows over it. */
const AvatarCard = observer(function AvatarCard({ screen, user }: { screen: ProfileScreen; user: Member }) {
  const { avatar } = screen
  // A picture that fails to load shows NutUI's default figure instead of a broken image.
  const [brokenSrc, setBrokenSrc] = useState('')
  const src = user.avatar && user.avatar !== brokenSrc ? user.avatar : ''

  return (
    <View
      className="profile__card"
      id="profile-avatar"
      data-phase={avatar.phase}
      onClick={() => void avatar.chooseAndUpload().then(afterAvatar)}
    >
      <View className="profile__avatar-box">
        <AvatarPicture className="profile__avatar" src={src} onError={() => setBrokenSrc(user.avatar)} />
        {avatar.phase !== 'idle' ? (
          <View className="profile__avatar-busy" id="avatar-busy">
            <Text className="profile__avatar-percent">
              {avatar.phase === 'uploading' ? `${avatar.progress}%` : TEXT.preparing}
            </Text>
          </View>
        ) : null}
      </View>
      <View className="profile__names">
        <Text className="profile__nick" id="profile-nick">
          {user.nick_name}
        </Text>
        {avatar.phase === 'uploading' ? (
          <Progress
            className="profile__progress"
            percent={avatar.progress}
            color="var(--app-primary-strong)"
            background="var(--app-border)"
            strokeWidth="4"
          />
        ) : (
          <Text className="profile__hint">{TEXT.changeAvatar}</Text>
        )}
      </View>
      <ArrowRight className="profile__arrow" size={14} />
    </View>
  )
})

/** One row of 账户信息: a NutUI Cell in a view that carries the row's id and the tap (a Cell passes no id). */
function Row({
  id,
  title,
  value,
  onTap,
  last = false,
}: {
  id: string
  title: string
  value?: ReactNode
  onTap: () => void
  last?: boolean
}) {
  return (
    <View id={id} className="profile__entry" onClick={onTap}>
      <Cell
        className="profile__row"
        align="center"
        clickable
        isLast={last}
        title={<Text className="profile__row-title">{title}</Text>}
        extra={
          <>
            {value !== undefined ? <Text className="profile__row-value">{value}</Text> : null}
            <ArrowRight className="profile__arrow" size={12} />
          </>
        }
      />
    </View>
  )
}

const AccountRows = observer(function AccountRows({
  screen,
  user,
  root,
}: {
  screen: ProfileScreen
  user: Member
  root: RootStore
}) {
  const social = (app: SocialApp) => {
    if (screen.isBound(app)) screen.ask({ kind: 'unbind', app })
    else platform.openExternal(screen.bindAddress(app))
  }
  const mobileBound = user.is_bind_mobile

  return (
    <CellGroup className="profile__list">
      <Row
        id="row-nickname"
        title={TEXT.nickname}
        value={user.nick_name}
        onTap={() => afterNicknameOpen(screen.openNickname())}
      />
      {screen.socialApps.map((app) => (
        <Row
          key={app}
          id={`row-${app}`}
          title={TEXT.social[app]}
          value={screen.isBound(app) ? TEXT.bound : TEXT.bind}
          onTap={() => social(app)}
        />
      ))}
      <Row
        id="row-mobile"
        title={TEXT.mobile}
        value={mobileBound ? maskMobile(user.mobile) : TEXT.bind}
        onTap={() => (mobileBound ? navigate('/member/mobileVerify') : navigate('/member/mobile'))}
      />
      <Row
        id="row-face"
        title={TEXT.face}
        value={user.is_face_verify ? TEXT.faceDone : TEXT.faceNotDone}
        onTap={() =>
          user.is_face_verify ? navigate('/auth/faceSuccess') : void startFaceVerificationAndLeave(root)
        }
      />
      <Row
        id="row-password"
        title={TEXT.password}
        value={user.is_password_set ? TEXT.passwordSet : TEXT.passwordNotSet}
        onTap={() => openPasswordPage(screen.passwordNeedsMobile)}
      />
      <Row id="row-destroy" title={TEXT.destroy} onTap={() => screen.ask({ kind: 'destroy' })} last />
    </CellGroup>
  )
})

/** The one-time nickname: what was typed stays through a refusal. */
const NicknameDialog = observer(function NicknameDialog({ screen }: { screen: ProfileScreen }) {
  if (!screen.nicknameOpen) return null
  const saving = screen.nicknameSave.running
  const tooLong = screen.nicknameTooLong
  const save = async () => {
    afterNicknameSave(await screen.saveNickname(), NICKNAME_MAX)
  }
  return (
    <Modal id="nickname-dialog" title={TEXT.nicknameTitle} onCancel={() => screen.closeNickname()}>
      <TextField
        id="nickname-input"
        label={TEXT.nicknameTitle}
        className="profile__field"
        value={screen.nicknameInput}
        placeholder={TEXT.nicknamePlaceholder}
        onChange={(value) => screen.setNicknameInput(value)}
        onConfirm={() => void save()}
      />
      <View className="profile__nick-limit">
        {tooLong ? (
          <Text className="profile__nick-problem" id="nickname-too-long" {...a11y('alert')}>
            {TEXT.nicknameTooLong(NICKNAME_MAX)}
          </Text>
        ) : null}
        <Text
          className={`profile__nick-count${tooLong ? ' profile__nick-count--over' : ''}`}
          id="nickname-count"
        >
          {TEXT.nicknameCount(screen.nicknameLength, NICKNAME_MAX)}
        </Text>
      </View>
      <ModalActions>
        <Button className="modal__action" id="nickname-cancel" onClick={() => screen.closeNickname()}>
          {TEXT.cancel}
        </Button>
        <Button
          type="primary"
          id="nickname-save"
          className={`modal__action modal__action--primary${
            screen.nicknameInput.trim() && !tooLong && !saving ? '' : ' modal__action--disabled'
          }`}
          loading={saving}
          onClick={() => void save()}
        >
          {TEXT.confirm}
        </Button>
      </ModalActions>
    </Modal>
  )
})

/** 解除绑定, 账号注销 and 退出登录 ask first; yes acts, then tells and leaves where that is the end. */
const ProfileConfirm = observer(function ProfileConfirm({ screen }: { screen: ProfileScreen }) {
  const question = screen.confirming
  if (!question) return null
  const text =
    question.kind === 'unbind'
      ? TEXT.unbindQuestion[question.app]
      : question.kind === 'destroy'
        ? TEXT.destroyQuestion
        : TEXT.logoutQuestion
  const confirm = async () => {
    afterProfileConfirm(await screen.confirm())
  }
  return (
    <ConfirmModal
      id="confirm-dialog"
      text={text}
      textId="confirm-text"
      textClassName={`profile__question${question.kind === 'destroy' ? ' profile__question--long' : ''}`}
      cancelText={TEXT.cancel}
      okText={TEXT.confirm}
      cancelId="confirm-cancel"
      okId="confirm-ok"
      busy={screen.confirmBusy}
      onCancel={() => screen.cancelConfirm()}
      onConfirm={() => void confirm()}
    />
  )
})

function ProfileScreenView() {
  const root = useStores()
  const query = useRouteParams('/member/profile')
  const screen = useScreenStore(() => new ProfileScreen(root))
  return <ProfileView screen={screen} query={query} />
}

export default function MemberProfilePage() {
  return (
    <PageShell path="/member/profile" title={TEXT.header}>
      <ProfileScreenView />
    </PageShell>
  )
}
