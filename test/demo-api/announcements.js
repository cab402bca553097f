'use strict'

// 通知公告 seed (contract §8): 25 announcements, so the list (10 a page) has three pages. Id 25 is the newest;
// `created_at` falls 7 hours per id, so the list's order (newest first) is id 25 … 1. Among them:
//   25  a normal notice with a picture (the latest, the home banner's)
//   24  hostile HTML: <script>, onerror=, javascript: links, <iframe>, style with url() and position:fixed
//   23  a 100 KB body (about 1,100 paragraphs)
//   20, 12, 5  pictures wider than a phone (images must fit)
// HTML is stored with `{{base}}` where the server's base URL goes (presenters.withBase).

const HOUR = 60 * 60 * 1000

const TOPICS = [
  '关于开展年度安全培训的通知',
  '新员工入职培训安排',
  '关于调整考勤打卡时间的通知',
  '课程中心上线新课程',
  '端午节放假安排',
  '关于开展消防演练的通知',
  '季度学习之星评选结果公示',
  '系统维护公告',
  '关于报销流程调整的说明',
  '办公软件技能竞赛报名通知',
  '信息安全月活动安排',
  '关于规范使用企业邮箱的通知',
  '年中考核安排',
  '关于更新员工手册的通知',
  '团建活动报名',
  '课件中心使用说明',
  '关于开展合规培训的通知',
  '中秋节放假安排',
  '新版学习平台试运行公告',
  '关于加强保密管理的通知',
  '在线考试须知',
  '学习积分兑换规则调整',
]

const HOSTILE_HTML = [
  '<p>本公告包含不安全的内容，应用只显示安全部分。</p>',
  '<script>window.__noticeHacked = true; alert("hacked")</script>',
  '<p><img src="x" onerror="window.__noticeHacked=true;alert(1)">（坏图片）</p>',
  '<p><a href="javascript:window.__noticeHacked=true;alert(1)">危险链接</a></p>',
  '<p><a href="JaVaScRiPt:alert(2)">大小写混写的危险链接</a></p>',
  '<iframe src="javascript:alert(3)" width="300" height="200"></iframe>',
  '<iframe src="https://example.com/"></iframe>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;background:url(javascript:alert(4));z-index:9999">遮罩层（不应盖住页面）</div>',
  '<p style="color:#d4380d;background-image:url(https://example.com/track.png)">带样式的文字</p>',
  '<svg onload="window.__noticeHacked=true"><circle r="10"></circle></svg>',
  '<form action="javascript:alert(5)"><input value="表单" onfocus="alert(6)" autofocus></form>',
  '<p onclick="window.__noticeHacked=true">点我也不会执行脚本</p>',
  '<p><a href="{{base}}/aboutus">正常链接：关于我们</a></p>',
].join('')

/** About 100 KB of HTML: numbered paragraphs. The same text on every reset, so it is made once. */
let longHtmlText = null
function longHtml() {
  if (longHtmlText) return longHtmlText
  const parts = ['<p><strong>超长公告</strong>：以下为培训制度全文（演示用长文本）。</p>']
  let length = parts[0].length
  for (let index = 1; length < 100 * 1024; index += 1) {
    const paragraph = `<p>第${index}条 员工应按时参加公司组织的各类培训，认真完成课程学习与考试，培训记录将作为年度考核的参考依据。</p>`
    parts.push(paragraph)
    length += paragraph.length
  }
  longHtmlText = parts.join('')
  return longHtmlText
}

function pictureHtml(id, text) {
  return [
    `<p>${text}</p>`,
    `<p><img src="{{base}}/__demo/img/slider-${(id % 3) + 1}.svg" alt="配图" width="750"></p>`,
    '<p>详情请咨询人力资源部。</p>',
  ].join('')
}

function createAnnouncements(now) {
  const announcements = []
  for (let id = 1; id <= 25; id += 1) {
    const title = TOPICS[(id - 1) % TOPICS.length]
    let announcement
    let name = title
    if (id === 24) {
      name = '【安全测试】含不安全内容的公告 <b>不加粗</b>'
      announcement = HOSTILE_HTML
    } else if (id === 23) {
      name = '培训制度全文（超长公告）'
      announcement = longHtml()
    } else if (id === 25 || id === 20 || id === 12 || id === 5) {
      announcement = pictureHtml(id, `${title}：请各位同事查看下图并按要求执行。`)
    } else {
      announcement = `<p>各位同事：</p><p>${title}，请相关人员留意时间安排，按时参加。</p><p style="text-align:right">人力资源部</p>`
    }
    announcements.push({
      id,
      title: name,
      announcement,
      view_times: (id * 37) % 500,
      created_at: now - (25 - id) * 7 * HOUR - 30 * 60 * 1000,
    })
  }
  return { announcements }
}

module.exports = { createAnnouncements, HOSTILE_HTML }
