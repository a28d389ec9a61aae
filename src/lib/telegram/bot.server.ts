// The bot (grammY): its answers to `/start <token>`, `/start`, `/stop`, other private messages and
// inline buttons. It is built from the settings with `botInfo`, so it never calls getMe, and speaks
// to TELEGRAM_API_ROOT (tests: a stand-in on loopback). Only private chats are served: a link binds
// a person's own chat, never a group.
import { Bot, type Context } from 'grammy';
import { tFor } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/languages';
import { log } from '@/lib/platform/log.server';
import { callbackFor } from './callbacks.server';
import { accountOfChat, bindChatWithToken, unlinkChat } from './link.server';
import { telegramSettings, type TelegramSettings } from './settings.server';

/** The language of a chat bound to no account: what the person's Telegram app is set to. */
function appLang(ctx: Context): Lang {
  const code = ctx.from?.language_code?.slice(0, 2);
  return code === 'ru' || code === 'en' ? code : 'uz';
}

async function onStart(ctx: Context & { match: string }): Promise<void> {
  const chatId = ctx.chat!.id;
  const token = ctx.match.trim();
  if (!token) {
    const bound = await accountOfChat(chatId);
    await ctx.reply(tFor(bound?.lang ?? appLang(ctx))('telegram:bot.help'));
    return;
  }
  const outcome = await bindChatWithToken(token, chatId);
  if (outcome.kind === 'unknown') {
    await ctx.reply(tFor(appLang(ctx))('telegram:bot.unknown'));
    return;
  }
  if (outcome.kind === 'linked') log.info('telegram chat linked', { accountId: outcome.accountId });
  const t = tFor(outcome.lang);
  await ctx.reply(
    outcome.kind === 'linked'
      ? t('telegram:bot.linked', { name: ctx.from?.first_name ?? '' })
      : t(`telegram:bot.${outcome.kind}`),
  );
}

async function onStop(ctx: Context): Promise<void> {
  const gone = await unlinkChat(ctx.chat!.id);
  await ctx.reply(
    tFor(gone?.lang ?? appLang(ctx))(`telegram:bot.${gone ? 'stopped' : 'notLinked'}`),
  );
}

async function onOtherMessage(ctx: Context): Promise<void> {
  const bound = await accountOfChat(ctx.chat!.id);
  await ctx.reply(tFor(bound?.lang ?? appLang(ctx))('telegram:bot.help'));
}

async function onButton(ctx: Context): Promise<void> {
  const query = ctx.callbackQuery!;
  const chatId = query.message?.chat.id ?? query.from.id;
  const bound = await accountOfChat(chatId);
  const t = tFor(bound?.lang ?? appLang(ctx));
  let text: string;
  const found = callbackFor(query.data ?? '');
  if (!bound) text = t('telegram:bot.notLinked');
  else if (!found) text = t('telegram:bot.unknownButton');
  else
    text = await found
      .handler({ accountId: String(bound.accountId), arg: found.arg, locale: bound.lang })
      .catch((e: unknown) => {
        log.error('telegram button handler failed', e, { data: query.data });
        return t('telegram:bot.buttonFailed');
      });
  // Telegram shows at most 200 characters of a callback answer.
  await ctx.answerCallbackQuery({ text: text.slice(0, 200) });
}

function makeBot(s: TelegramSettings): Bot {
  const bot = new Bot(s.token, {
    client: { apiRoot: s.apiRoot, timeoutSeconds: 15 },
    botInfo: {
      id: s.botId,
      is_bot: true,
      first_name: s.username,
      username: s.username,
      can_join_groups: false,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
      has_topics_enabled: false,
      allows_users_to_create_topics: false,
      can_manage_bots: false,
      supports_join_request_queries: false,
    },
  });
  const direct = bot.chatType('private');
  direct.command('start', onStart);
  direct.command('stop', onStop);
  direct.on('message', onOtherMessage);
  bot.on('callback_query:data', onButton);
  return bot;
}

let current: { key: string; bot: Bot } | undefined;

/** The process's bot, or null when TELEGRAM_BOT_TOKEN is unset. */
export function telegramBot(): Bot | null {
  const s = telegramSettings();
  if (!s) return null;
  const key = `${s.token} ${s.apiRoot}`;
  if (current?.key !== key) current = { key, bot: makeBot(s) };
  return current.bot;
}
