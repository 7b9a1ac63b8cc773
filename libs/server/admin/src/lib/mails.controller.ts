import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type InputOf, type MailDeliveriesResponse, type MailDeliveryDto } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, MailService } from '@capsuisse/server-core';

const R = API.mails;

/** axel's view of mail delivery: what failed, and sending it again (docs/mail.md). */
@ApiTags('admin')
@Controller()
export class MailsController {
  constructor(private readonly mail: MailService) {}

  @Endpoint(R.list)
  list(@Input() { query }: InputOf<typeof R.list>): Promise<MailDeliveriesResponse> {
    return this.mail.list(query);
  }

  @Endpoint(R.resend)
  resend(@Input() { params }: InputOf<typeof R.resend>, @CurrentCaller() caller: Caller): Promise<MailDeliveryDto> {
    return this.mail.resend(caller, params.id);
  }
}
