import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type InputOf, type ReminderSettingDto } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { RemindersService } from './reminders.service';

const R = API.reminders;

/** axel's reminder settings (issue 30). */
@ApiTags('admin')
@Controller()
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @Endpoint(R.list)
  list(): Promise<ReminderSettingDto[]> {
    return this.reminders.list();
  }

  @Endpoint(R.update)
  update(@Input() { params, body }: InputOf<typeof R.update>, @CurrentCaller() caller: Caller): Promise<ReminderSettingDto[]> {
    return this.reminders.update(caller, params.kind, body);
  }
}
