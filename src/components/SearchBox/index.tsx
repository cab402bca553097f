import { View, Text } from '@tarojs/components'
import SearchIcon from '@nutui/icons-react-taro/dist/es/icons/Search.js'
import { SEARCH_BOX_TEXT } from './text'
import './index.scss'

/**
 * The search box on top of the home page: it looks like the input and leads to the search page, where the learner
 * types (a field here would only hand its text on; the search page is where the keyboard is useful).
 */
export function SearchBox({ onOpen }: { onOpen: () => void }) {
  return (
    <View className="search-box" id="home-search" role="search" onClick={onOpen}>
      <View className="search-box__field">
        <SearchIcon className="search-box__icon" size={14} />
        <Text className="search-box__placeholder">{SEARCH_BOX_TEXT.placeholder}</Text>
      </View>
    </View>
  )
}
