import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type InputOf, type NotificationPreferenceDto, type NotificationsDto, type NotificationsUnreadDto } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { NotificationsService } from './notifications.service';

const R = API.notifications;

@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Endpoint(R.list)
  list(@Input() { query }: InputOf<typeof R.list>, @CurrentCaller() caller: Caller): Promise<NotificationsDto> {
    return this.notifications.list(caller, query.page);
  }

  @Endpoint(R.unread)
  unread(@CurrentCaller() caller: Caller): Promise<NotificationsUnreadDto> {
    return this.notifications.unread(caller);
  }

  @Endpoint(R.readAll)
  readAll(@CurrentCaller() caller: Caller): Promise<NotificationsDto> {
    return this.notifications.readAll(caller);
  }

  @Endpoint(R.readOne)
  readOne(@Input() { params }: InputOf<typeof R.readOne>, @CurrentCaller() caller: Caller): Promise<NotificationsDto> {
    return this.notifications.readOne(caller, params.id);
  }

  @Endpoint(R.preferences)
  preferences(@CurrentCaller() caller: Caller): Promise<NotificationPreferenceDto[]> {
    return this.notifications.preferences(caller);
  }

  @Endpoint(R.setPreference)
  setPreference(@Input() { body }: InputOf<typeof R.setPreference>, @CurrentCaller() caller: Caller): Promise<NotificationPreferenceDto[]> {
    return this.notifications.setPreference(caller, body.kind, body.email);
  }

  @Endpoint(R.unsubscribe)
  unsubscribe(@Input() { query }: InputOf<typeof R.unsubscribe>): Promise<{ kind: string; label: string }> {
    return this.notifications.unsubscribe(query.token);
  }
}
