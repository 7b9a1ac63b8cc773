import { Controller, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type ConversationDto, type InputOf, type LatestMessageDto, type MessageDto, type SignedLink, type UnreadDto } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input, type Upload, UploadedFile, UploadInterceptor } from '@capsuisse/server-core';
import { ConversationService } from './conversation.service';

const R = API.conversation;

@ApiTags('conversation')
@Controller()
export class ConversationController {
  constructor(private readonly conversation: ConversationService) {}

  @Endpoint(R.mine)
  mine(@Input() { query }: InputOf<typeof R.mine>, @CurrentCaller() caller: Caller): Promise<ConversationDto> {
    return this.conversation.mine(caller, query.before);
  }

  @Endpoint(R.send)
  send(@Input() { body }: InputOf<typeof R.send>, @CurrentCaller() caller: Caller): Promise<MessageDto> {
    return this.conversation.send(caller, body.body);
  }

  @Endpoint(R.sendFile)
  @UseInterceptors(UploadInterceptor)
  sendFile(@Input() { body }: InputOf<typeof R.sendFile>, @CurrentCaller() caller: Caller, @UploadedFile('named') file: Upload): Promise<MessageDto> {
    return this.conversation.sendFile(caller, caller.id, body.body, file);
  }

  @Endpoint(R.attachment)
  attachment(@Input() { params }: InputOf<typeof R.attachment>, @CurrentCaller() caller: Caller): Promise<SignedLink> {
    return this.conversation.attachmentLink(caller, caller.id, params.id);
  }

  @Endpoint(R.latest)
  latest(@CurrentCaller() caller: Caller): Promise<LatestMessageDto> {
    return this.conversation.latest(caller);
  }

  @Endpoint(R.read)
  read(@CurrentCaller() caller: Caller): Promise<UnreadDto> {
    return this.conversation.markRead(caller, caller.id);
  }

  @Endpoint(R.ofClient)
  ofClient(@Input() { params, query }: InputOf<typeof R.ofClient>, @CurrentCaller() caller: Caller): Promise<ConversationDto> {
    return this.conversation.ofClient(caller, params.id, query.before);
  }

  @Endpoint(R.sendTo)
  sendTo(@Input() { params, body }: InputOf<typeof R.sendTo>, @CurrentCaller() caller: Caller): Promise<MessageDto> {
    return this.conversation.sendTo(caller, params.id, body.body);
  }

  @Endpoint(R.sendFileTo)
  @UseInterceptors(UploadInterceptor)
  sendFileTo(@Input() { params, body }: InputOf<typeof R.sendFileTo>, @CurrentCaller() caller: Caller, @UploadedFile('named') file: Upload): Promise<MessageDto> {
    return this.conversation.sendFile(caller, params.id, body.body, file);
  }

  @Endpoint(R.attachmentOf)
  attachmentOf(@Input() { params }: InputOf<typeof R.attachmentOf>, @CurrentCaller() caller: Caller): Promise<SignedLink> {
    return this.conversation.attachmentLink(caller, params.id, params.messageId);
  }

  @Endpoint(R.readOf)
  readOf(@Input() { params }: InputOf<typeof R.readOf>, @CurrentCaller() caller: Caller): Promise<UnreadDto> {
    return this.conversation.markRead(caller, params.id);
  }

  @Endpoint(R.unread)
  unread(@CurrentCaller() caller: Caller): Promise<UnreadDto> {
    return this.conversation.unread(caller);
  }
}
