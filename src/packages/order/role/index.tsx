// VIP会员 (VIP plans): the learner's membership and the plans to buy; store RolePlansScreen.
import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { AvatarPicture } from '@/components/AvatarPicture'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/PageShell'
import { ResourceView } from '@/components/ResourceView'
import { EmptyState } from '@/components/EmptyState'
import { a11y } from '@/platform/a11y'
import { afterRoleBuy } from '@/outcomes/checkout'
import type { Member, Role } from '@/services/api/types'
import { useStores } from '@/stores'
import { RolePlansScreen } from '@/stores/role-plans'
import { useScreenStore } from '@/stores/use-screen-store'
import { priceText, yuanToCents } from '@/utils/money'
import { clockTime, hasPassed } from '@/utils/time'
import { ROLE_TEXT } from './text'
import './index.scss'

/** The expiry day, at UTC as the app shows times (docs/decisions.md, Times): 2025-01-01 (the time made the line wrap); unreadable → as sent. */
function expiryText(value: string | null): string {
  if (!value) return ''
  return clockTime(value, 'YYYY-MM-DD') || value
}

/** The learner's plan, as MeEdu sends it (`role` may be null or `[]`); passed by the server's clock or not. */
function currentRole(user: Member | null): { name: string; expiry: string; expired: boolean } | null {
  const role = user?.role as { name?: unknown } | null | undefined
  const name = role && typeof role === 'object' && typeof role.name === 'string' ? role.name : ''
  if (!name) return null
  const expiresAt = user?.role_expired_at ?? null
  return { name, expiry: expiryText(expiresAt), expired: hasPassed(expiresAt) }
}

/**
 * VIP会员: the learner's card (their plan and its expiry, or 您还不是本站会员哦), the plans to choose from, and
 * 购买会员 → the checkout. The member is asked for again every time the page shows.
 */
const RoleView = observer(function RoleView({ screen }: { screen: RolePlansScreen }) {
  const { session } = useStores()

  useEffect(() => {
    void screen.open()
  }, [screen])
  useDidShow(() => void screen.refreshMember())

  const role = currentRole(session.user)
  return (
    <View className="role">
      <View className="role__card" id="role-card">
        <AvatarPicture className="role__avatar" src={session.user?.avatar || ''} />
        <View className="role__who">
          <Text className="role__line" id="role-status">
            {role
              ? (role.expired ? ROLE_TEXT.expired : ROLE_TEXT.member)(role.name, role.expiry)
              : ROLE_TEXT.notMember}
          </Text>
          <Text className="role__hint">{role ? ROLE_TEXT.extend : ROLE_TEXT.free}</Text>
        </View>
      </View>
      <ResourceView resource={screen.roles} rows={5}>
        {(roles) =>
          roles.length === 0 ? (
            <EmptyState text={ROLE_TEXT.empty} testId="roles-empty" />
          ) : (
            <View className="role__plans" {...a11y('radiogroup')}>
              {roles.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  selected={screen.selectedId === plan.id}
                  onSelect={() => screen.select(plan.id)}
                />
              ))}
            </View>
          )
        }
      </ResourceView>
      <View className="role__footer">
        <Button
          id="role-buy"
          className="role__buy"
          type="primary"
          block
          disabled={!screen.roles.data?.length}
          onClick={() => afterRoleBuy(screen.buy(), ROLE_TEXT.goodsLabel)}
        >
          {ROLE_TEXT.buy}
        </Button>
      </View>
    </View>
  )
})

function PlanCard({ plan, selected, onSelect }: { plan: Role; selected: boolean; onSelect: () => void }) {
  return (
    <View
      id={`role-${plan.id}`}
      className={`role__plan${selected ? ' role__plan--selected' : ''}`}
      data-selected={selected ? 'true' : 'false'}
      {...a11y('radio', { checked: selected })}
      onClick={onSelect}
    >
      <View className="role__plan-head">
        <Text className="role__plan-name">{plan.name}</Text>
        <Text className="role__plan-price">{priceText(yuanToCents(plan.charge) ?? 0)}</Text>
      </View>
      {plan.desc_rows.map((row, index) => (
        <Text key={index} className="role__plan-row">
          {row}
        </Text>
      ))}
    </View>
  )
}

export default function RolePage() {
  const root = useStores()
  const screen = useScreenStore(() => new RolePlansScreen(root))
  return (
    <PageShell path="/role">
      <RoleView screen={screen} />
    </PageShell>
  )
}
